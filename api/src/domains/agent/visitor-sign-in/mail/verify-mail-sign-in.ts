import { SIGN_IN_CODE_MAX_TRIES, type WidgetAccount } from 'shared-contracts';
import type { PublicAgent } from '../../public-access/public-agent';
import { SignInError } from '../sign-in-error';
import { signInVisitor } from '../sign-in-visitor';
import { oneTimeCodeMatches } from './one-time-code';
import { assertMailSignInAllowed, type MailSignInDeps } from './start-mail-sign-in';
import { repositoriesOf } from '#src/domains/repositories';

/**
 * Checks the code the visitor typed against the newest code mailed to them for this address. A
 * wrong code counts against the code's tries; the fifth wrong try locks it. The right code signs the
 * visitor in with the agent's mail account of that address (created on first sign-in).
 */
export async function verifyMailSignIn(
  deps: MailSignInDeps,
  agent: PublicAgent,
  visitorId: string,
  email: string,
  code: string,
  now: Date = new Date(),
): Promise<WidgetAccount> {
  await assertMailSignInAllowed(deps, agent.agentId);
  const address = email.trim().toLowerCase();
  const repository = repositoriesOf(deps.db).signIn;
  const pending = await repository.latestCode(agent.agentId, visitorId, address);
  if (!pending || pending.consumedAt) throw new SignInError('code_expired');
  if (pending.tries >= SIGN_IN_CODE_MAX_TRIES) throw new SignInError('code_locked');
  if (pending.expiresAt.getTime() <= now.getTime()) throw new SignInError('code_expired');

  if (!oneTimeCodeMatches(deps.secret, pending.id, code, pending.codeHash)) {
    const tries = await repository.countWrongTry(pending.id, SIGN_IN_CODE_MAX_TRIES);
    if (tries === null || tries >= SIGN_IN_CODE_MAX_TRIES) throw new SignInError('code_locked');
    throw new SignInError('code_invalid');
  }
  if (!(await repository.consumeCode(pending.id, SIGN_IN_CODE_MAX_TRIES, now))) throw new SignInError('code_expired');
  const account = await signInVisitor(deps.db, agent, visitorId, { kind: 'mail', email: address }, now);
  if (!account) throw new SignInError('code_expired');
  return account;
}
