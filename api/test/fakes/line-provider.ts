import { createHash, createHmac, randomBytes } from 'node:crypto';
import { sendJson, startFakeServer } from '../fake-server';

export interface FakeLineUser {
  /** LINE user id: U + 32 hex. */
  userId: string;
  displayName: string;
  email?: string;
}

export interface FakeLineChannel {
  channelId: string;
  channelSecret: string;
}

/** What the fake does to the next ID token it issues, for tests of the callback's refusals. */
export interface IdTokenTampering {
  claims?: (claims: Record<string, unknown>) => Record<string, unknown>;
  /** Sign with another secret than the channel's. */
  signWith?: string;
  /** Header algorithm written (the signature stays HS256). */
  alg?: string;
  /** Leave out the name claim, as an ID token without the profile scope. */
  withoutName?: boolean;
}

export interface FakeLineProvider {
  /** http://127.0.0.1:PORT: both LINE's access.line.me and api.line.me. */
  origin: string;
  port: number;
  /** The visitor who "signs in" on the authorize page (change between tests). */
  user: FakeLineUser;
  /** The next authorize answers error=access_denied, as when the visitor cancels. */
  denyNext(): void;
  tamperNextIdToken(tampering: IdTokenTampering): void;
  /** What the authorize page was last asked. */
  lastAuthorize(): URLSearchParams | null;
  tokenRequests: URLSearchParams[];
  close(): Promise<void>;
}

interface IssuedCode {
  channelId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | null;
  scope: string;
  user: FakeLineUser;
  expiresAt: number;
}

function signHs256(claims: Record<string, unknown>, secret: string, alg = 'HS256'): string {
  const header = Buffer.from(JSON.stringify({ typ: 'JWT', alg })).toString('base64url');
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/**
 * LINE Login v2.1 over a real socket: GET /oauth2/v2.1/authorize (answers at once as if the visitor
 * approved, redirecting to redirect_uri with code and state), POST /oauth2/v2.1/token (checks the
 * client secret, redirect_uri and the PKCE code_verifier against the S256 challenge; codes are single
 * use) returning an HS256 ID token signed with the channel secret, and GET /v2/profile.
 */
export async function startFakeLineProvider(options: { channels: FakeLineChannel[]; user?: FakeLineUser; port?: number }): Promise<FakeLineProvider> {
  const channels = new Map(options.channels.map((c) => [c.channelId, c.channelSecret]));
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, FakeLineUser>();
  const tokenRequests: URLSearchParams[] = [];
  let deny = false;
  let tampering: IdTokenTampering | null = null;
  let lastAuthorize: URLSearchParams | null = null;
  const state: { user: FakeLineUser } = {
    user: options.user ?? { userId: `U${randomBytes(16).toString('hex')}`, displayName: 'ライン 太郎' },
  };

  const server = await startFakeServer((request, response) => {
    const url = new URL(request.url, 'http://fake-line');
    if (request.method === 'GET' && url.pathname === '/oauth2/v2.1/authorize') {
      const query = url.searchParams;
      lastAuthorize = query;
      const redirectUri = query.get('redirect_uri');
      const clientId = query.get('client_id') ?? '';
      const problems = [
        query.get('response_type') === 'code' ? null : 'response_type',
        channels.has(clientId) ? null : 'client_id',
        redirectUri ? null : 'redirect_uri',
        query.get('state') ? null : 'state',
        (query.get('scope') ?? '').split(' ').includes('openid') ? null : 'scope',
        query.get('code_challenge_method') === 'S256' && query.get('code_challenge') ? null : 'code_challenge',
      ].filter((p) => p !== null);
      if (problems.length > 0 || !redirectUri) {
        response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(`invalid authorize request: ${problems.join(', ')}`);
        return;
      }
      const back = new URL(redirectUri);
      if (deny) {
        deny = false;
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_description', 'The resource owner denied the request.');
      } else {
        const code = randomBytes(16).toString('hex');
        codes.set(code, {
          channelId: clientId,
          redirectUri,
          codeChallenge: query.get('code_challenge') ?? '',
          nonce: query.get('nonce'),
          scope: query.get('scope') ?? '',
          user: state.user,
          expiresAt: Date.now() + 10 * 60_000,
        });
        back.searchParams.set('code', code);
      }
      back.searchParams.set('state', query.get('state') ?? '');
      response.writeHead(302, { location: back.toString() });
      response.end();
      return;
    }

    if (request.method === 'POST' && url.pathname === '/oauth2/v2.1/token') {
      const form = new URLSearchParams(request.body);
      tokenRequests.push(form);
      const issued = codes.get(form.get('code') ?? '');
      const invalid = (description: string) => sendJson(response, 400, { error: 'invalid_grant', error_description: description });
      if (form.get('grant_type') !== 'authorization_code') return sendJson(response, 400, { error: 'unsupported_grant_type' });
      if (!issued || issued.expiresAt < Date.now()) return invalid('invalid authorization code');
      codes.delete(form.get('code') ?? '');
      const secret = channels.get(form.get('client_id') ?? '');
      if (form.get('client_id') !== issued.channelId || secret === undefined || form.get('client_secret') !== secret) {
        return sendJson(response, 400, { error: 'invalid_client' });
      }
      if (form.get('redirect_uri') !== issued.redirectUri) return invalid('redirect_uri does not match');
      const verifier = form.get('code_verifier') ?? '';
      if (createHash('sha256').update(verifier).digest('base64url') !== issued.codeChallenge) return invalid('code_verifier does not match');

      const now = Math.floor(Date.now() / 1000);
      let claims: Record<string, unknown> = {
        iss: 'https://access.line.me',
        sub: issued.user.userId,
        aud: issued.channelId,
        exp: now + 3600,
        iat: now,
        amr: ['linesso'],
        ...(issued.nonce === null ? {} : { nonce: issued.nonce }),
        ...(issued.scope.split(' ').includes('profile') ? { name: issued.user.displayName, picture: 'https://profile.line-scdn.net/example' } : {}),
        ...(issued.scope.split(' ').includes('email') && issued.user.email ? { email: issued.user.email } : {}),
      };
      const tamper = tampering;
      tampering = null;
      if (tamper?.withoutName) delete claims.name;
      if (tamper?.claims) claims = tamper.claims(claims);
      const accessToken = randomBytes(24).toString('base64url');
      accessTokens.set(accessToken, issued.user);
      return sendJson(response, 200, {
        access_token: accessToken,
        expires_in: 2_592_000,
        id_token: signHs256(claims, tamper?.signWith ?? secret, tamper?.alg),
        refresh_token: randomBytes(24).toString('base64url'),
        scope: issued.scope,
        token_type: 'Bearer',
      });
    }

    if (request.method === 'GET' && url.pathname === '/v2/profile') {
      const token = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1] ?? '';
      const user = accessTokens.get(token);
      if (!user) return sendJson(response, 401, { message: 'invalid token' });
      return sendJson(response, 200, { userId: user.userId, displayName: user.displayName, pictureUrl: 'https://profile.line-scdn.net/example' });
    }

    return sendJson(response, 404, { message: 'Not found' });
  });

  return {
    origin: server.origin,
    port: server.port,
    get user() {
      return state.user;
    },
    set user(user: FakeLineUser) {
      state.user = user;
    },
    denyNext() {
      deny = true;
    },
    tamperNextIdToken(next) {
      tampering = next;
    },
    lastAuthorize: () => lastAuthorize,
    tokenRequests,
    close: () => server.close(),
  };
}
