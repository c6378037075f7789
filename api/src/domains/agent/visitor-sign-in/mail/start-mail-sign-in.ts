import { randomUUID } from 'node:crypto';
import { BASIC_AGENT_SETTINGS_DEFAULTS, LINE_LOGIN_SETTINGS_DEFAULTS, SIGN_IN_CODE_TTL_MINUTES } from 'shared-contracts';
import type { FastifyBaseLogger } from 'fastify';
import { documentOf } from '#src/domains/chatsettings/settings-document';
import type { Database } from '#src/db/database';
import type { AgentSettingsRepository } from '#src/domains/chatsettings/agent-settings-repository';
import type { SignInConfig } from '../sign-in-config';
import { SignInError } from '../sign-in-error';
import { codeMail } from './code-mail';
import type { MailSender } from './mail-sender';
import { hashOneTimeCode, newOneTimeCode } from './one-time-code';
import { repositoriesOf } from '#src/domains/repositories';

export interface MailSignInDeps {
  db: Database;
  agentSettings: AgentSettingsRepository;
  sender: MailSender | null;
  config: SignInConfig;
  /** The server secret the code hashes are keyed with. */
  secret: string;
  log: FastifyBaseLogger;
}

export const CODE_TTL_MS = SIGN_IN_CODE_TTL_MINUTES * 60_000;

/**
 * Mail sign-in needs both this server's transport and the owner's メールアドレスでのログインを許可する;
 * checked again at the code's check, so switching it off also ends the codes already mailed.
 */
export async function assertMailSignInAllowed(deps: Pick<MailSignInDeps, 'sender' | 'agentSettings'>, agentId: string): Promise<MailSender> {
  if (!deps.sender) throw new SignInError('sign_in_disabled');
  const settings = documentOf(await deps.agentSettings.find(agentId, 'line_login'), LINE_LOGIN_SETTINGS_DEFAULTS);
  if (!settings.mail_enabled) throw new SignInError('sign_in_disabled');
  return deps.sender;
}

/**
 * Mails a new one-time code to `email` for this widget visitor, within the per-address and
 * per-visitor send limits. The code replaces any earlier one of the same visitor and address.
 * Refused (sign_in_disabled) unless this server can send mail and the owner allows mail sign-in.
 */
export async function startMailSignIn(
  deps: MailSignInDeps,
  agentId: string,
  visitorId: string,
  email: string,
  now: Date = new Date(),
): Promise<{ sentTo: string; expiresInSeconds: number }> {
  const sender = await assertMailSignInAllowed(deps, agentId);
  const address = email.trim().toLowerCase();
  const repository = repositoriesOf(deps.db).signIn;
  const since = new Date(now.getTime() - deps.config.codeWindowMs);
  await repository.deleteCodesBefore(since);
  const [toAddress, forVisitor] = await Promise.all([repository.codesSentTo(agentId, address, since), repository.codesSentFor(agentId, visitorId, since)]);
  if (toAddress >= deps.config.codesPerAddress || forVisitor >= deps.config.codesPerVisitor) throw new SignInError('too_many_codes');

  const id = randomUUID();
  const code = newOneTimeCode();
  await repository.insertCode(
    { id, agentId, visitorId, email: address, codeHash: hashOneTimeCode(deps.secret, id, code), expiresAt: new Date(now.getTime() + CODE_TTL_MS) },
    now,
  );
  const agentName = documentOf(await deps.agentSettings.find(agentId, 'basic_agent'), BASIC_AGENT_SETTINGS_DEFAULTS).name;
  try {
    await sender.send(codeMail(address, code, agentName));
  } catch (error) {
    deps.log.error({ err: error, agentId }, 'sign-in code mail could not be sent');
    throw new SignInError('mail_failed');
  }
  return { sentTo: address, expiresInSeconds: CODE_TTL_MS / 1000 };
}
