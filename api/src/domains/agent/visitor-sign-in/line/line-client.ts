/** The two calls the callback makes to LINE's API: the code exchange and, when the ID token has no name, the profile. */

export class LineCallError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LineCallError';
  }
}

export interface LineTokens {
  accessToken: string;
  idToken: string;
}

function stringField(body: unknown, name: string): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value: unknown = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** POST /oauth2/v2.1/token with the PKCE verifier and the channel secret. */
export async function exchangeLineCode(
  apiBaseUrl: string,
  request: { code: string; redirectUri: string; channelId: string; channelSecret: string; codeVerifier: string },
  timeoutMs: number,
): Promise<LineTokens> {
  const response = await fetch(`${apiBaseUrl}/oauth2/v2.1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: request.code,
      redirect_uri: request.redirectUri,
      client_id: request.channelId,
      client_secret: request.channelSecret,
      code_verifier: request.codeVerifier,
    }),
    redirect: 'error',
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = await readJson(response);
  if (!response.ok) throw new LineCallError(`LINE token endpoint answered ${response.status} ${stringField(body, 'error') ?? ''}`.trim());
  const accessToken = stringField(body, 'access_token');
  const idToken = stringField(body, 'id_token');
  if (!accessToken || !idToken) throw new LineCallError('LINE token endpoint answered without access_token or id_token');
  return { accessToken, idToken };
}

/** GET /v2/profile: the display name, for ID tokens issued without the profile claims. */
export async function fetchLineDisplayName(apiBaseUrl: string, accessToken: string, timeoutMs: number): Promise<string | null> {
  const response = await fetch(`${apiBaseUrl}/v2/profile`, {
    headers: { authorization: `Bearer ${accessToken}` },
    redirect: 'error',
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) return null;
  return stringField(await readJson(response), 'displayName');
}
