import type { FastifyBaseLogger } from 'fastify';
import type { WidgetAccount } from 'shared-contracts';
import { lineLoginCallbackUrl } from '#src/domains/chatsettings/line-login-callback';
import type { Database } from '#src/db/database';
import { requirePublicAgent } from '../../public-access/public-agent';
import type { AgentSettingsRepository } from '#src/domains/chatsettings/agent-settings-repository';
import type { SecretBox } from '#src/lib/security/secret-box';
import type { SignInConfig } from '../sign-in-config';
import { signInVisitor } from '../sign-in-visitor';
import { IdTokenError, verifyLineIdToken } from './id-token';
import { enabledLineChannel } from './line-channel';
import { exchangeLineCode, fetchLineDisplayName } from './line-client';
import { lineSignInMessages } from './line-sign-in-messages';
import { sha256Base64Url } from './pkce';
import { repositoriesOf } from '#src/domains/repositories';

export interface LineCallbackDeps {
  db: Database;
  agentSettings: AgentSettingsRepository;
  secretBox: SecretBox;
  config: SignInConfig;
  publicApiUrl: string;
  log: FastifyBaseLogger;
}

export interface LineCallbackQuery {
  code?: string;
  state?: string;
  error?: string;
}

export type LineCallbackOutcome = { ok: true; account: WidgetAccount } | { ok: false; status: number; message: string };

const refused = (status: number, message: string): LineCallbackOutcome => ({ ok: false, status, message });

/** When the ID token carries no name (scope without profile) the profile endpoint is asked; failing that, this. */
const FALLBACK_DISPLAY_NAME = 'LINEユーザー';

/**
 * LINE's redirect back: takes the state (once), exchanges the code with the PKCE verifier and the
 * channel secret, verifies the ID token, and signs the widget visitor in with the agent's LINE
 * account of that user.
 */
export async function completeLineSignIn(deps: LineCallbackDeps, query: LineCallbackQuery, now: Date = new Date()): Promise<LineCallbackOutcome> {
  if (!query.state) return refused(400, lineSignInMessages.stateInvalid);
  const pending = await repositoriesOf(deps.db).signIn.takeState(sha256Base64Url(query.state));
  if (!pending || pending.expiresAt.getTime() <= now.getTime()) return refused(400, lineSignInMessages.stateInvalid);
  if (query.error !== undefined || !query.code) return refused(400, lineSignInMessages.cancelled);

  const channel = await enabledLineChannel(deps.agentSettings, deps.secretBox, pending.agentId);
  if (!channel) return refused(403, lineSignInMessages.disabled);
  let agent;
  try {
    agent = await requirePublicAgent(deps.db, pending.agentId);
  } catch {
    return refused(404, lineSignInMessages.chatExpired);
  }

  let tokens;
  try {
    tokens = await exchangeLineCode(
      deps.config.lineApiBaseUrl,
      {
        code: query.code,
        redirectUri: lineLoginCallbackUrl(deps.publicApiUrl),
        channelId: channel.channelId,
        channelSecret: channel.channelSecret,
        codeVerifier: pending.codeVerifier,
      },
      deps.config.lineTimeoutMs,
    );
  } catch (error) {
    deps.log.warn({ err: error, agentId: pending.agentId }, 'LINE code exchange failed');
    return refused(502, lineSignInMessages.lineFailed);
  }

  let claims;
  try {
    claims = verifyLineIdToken(tokens.idToken, { channelId: channel.channelId, channelSecret: channel.channelSecret, nonce: pending.nonce, now });
  } catch (error) {
    if (!(error instanceof IdTokenError)) throw error;
    deps.log.warn({ agentId: pending.agentId, reason: error.reason }, 'LINE ID token refused');
    return refused(400, lineSignInMessages.idTokenRefused);
  }

  let displayName = claims.name;
  if (displayName === null) {
    displayName = await fetchLineDisplayName(deps.config.lineApiBaseUrl, tokens.accessToken, deps.config.lineTimeoutMs).catch(() => null);
  }
  const account = await signInVisitor(
    deps.db,
    agent,
    pending.visitorId,
    { kind: 'line', lineUserId: claims.sub, displayName: displayName ?? FALLBACK_DISPLAY_NAME, email: claims.email },
    now,
  );
  if (!account) return refused(404, lineSignInMessages.chatExpired);
  return { ok: true, account };
}
