import type { Database } from '#src/db/database';
import { lineLoginCallbackUrl } from '#src/domains/chatsettings/line-login-callback';
import { SIGN_IN_CODE_TTL_MINUTES } from 'shared-contracts';
import type { LineChannel } from './line-channel';
import { codeChallengeOf, randomToken, sha256Base64Url } from './pkce';
import { repositoriesOf } from '#src/domains/repositories';

/** A LINE sign-in must come back within the same ten minutes as a mailed code. */
export const LINE_STATE_TTL_MS = SIGN_IN_CODE_TTL_MINUTES * 60_000;

/**
 * Remembers a new state (single use, 10 minutes) with its nonce and PKCE verifier for this widget
 * visitor, and builds LINE's authorize URL (LINE Login v2.1, scope openid profile).
 */
export async function startLineSignIn(
  db: Database,
  options: { channel: LineChannel; agentId: string; visitorId: string; publicApiUrl: string; lineAccessBaseUrl: string },
  now: Date = new Date(),
): Promise<string> {
  const state = randomToken(32);
  const nonce = randomToken(24);
  const codeVerifier = randomToken(48);
  const repository = repositoriesOf(db).signIn;
  await repository.deleteStatesExpiredBy(now);
  await repository.insertState(
    {
      stateHash: sha256Base64Url(state),
      agentId: options.agentId,
      visitorId: options.visitorId,
      nonce,
      codeVerifier,
      expiresAt: new Date(now.getTime() + LINE_STATE_TTL_MS),
    },
    now,
  );
  const url = new URL(`${options.lineAccessBaseUrl}/oauth2/v2.1/authorize`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: options.channel.channelId,
    redirect_uri: lineLoginCallbackUrl(options.publicApiUrl),
    state,
    scope: 'openid profile',
    nonce,
    code_challenge: codeChallengeOf(codeVerifier),
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}
