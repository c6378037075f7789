import { randomUUID } from 'node:crypto';
import { BASIC_AGENT_SETTINGS_DEFAULTS, SIGN_IN_CODE_TTL_MINUTES } from 'shared-contracts';
import type { FastifyBaseLogger } from 'fastify';
import { documentOf } from '../../chatsettings/settings-document';
import type { Database } from '../../db/database';
import type { AgentSettingsRepository } from '../../repositories/agent-settings-repository';
import type { SignInConfig } from '../sign-in-config';
import { SignInError } from '../sign-in-error';
import { createSignInRepository } from '../sign-in-repository';
import { codeMail } from './code-mail';
import type { MailSender } from './mail-sender';
import { hashOneTimeCode, newOneTimeCode } from './one-time-code';

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
 * Mails a new one-time code to `email` for this widget visitor, within the per-address and
 * per-visitor send limits. The code replaces any earlier one of the same visitor and address.
 */
export async function startMailSignIn(
  deps: MailSignInDeps,
  agentId: string,
  visitorId: string,
  email: string,
  now: Date = new Date(),
): Promise<{ sentTo: string; expiresInSeconds: number }> {
  if (!deps.sender) throw new SignInError('sign_in_disabled');
  const address = email.trim().toLowerCase();
  const repository = createSignInRepository(deps.db);
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
    await deps.sender.send(codeMail(address, code, agentName));
  } catch (error) {
    deps.log.error({ err: error, agentId }, 'sign-in code mail could not be sent');
    throw new SignInError('mail_failed');
  }
  return { sentTo: address, expiresInSeconds: CODE_TTL_MS / 1000 };
}
