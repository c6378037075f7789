import type { WidgetAccount } from 'shared-contracts';
import type { Database } from '#src/db/database';
import { displayNameOf } from './visitor-account-of';
import type { ProvenIdentity } from '#src/domains/chatsettings/visitor-accounts/visitor-accounts-repository';
import { repositoriesOf } from '../../repositories';

export type { ProvenIdentity } from '#src/domains/chatsettings/visitor-accounts/visitor-accounts-repository';

/**
 * Finds (or creates) the agent's visitor account of an identity a sign-in just proved, records the
 * sign-in time and links the widget visitor to it. One statement per account, so two sign-ins of
 * the same person at once meet at the same row (the unique indexes of visitor_accounts).
 */
export async function signInVisitor(
  db: Database,
  agent: { agentId: string; ownerId: string },
  visitorId: string,
  identity: ProvenIdentity,
  now: Date,
): Promise<WidgetAccount | null> {
  const account = await repositoriesOf(db).visitorAccounts.upsertSignedIn(agent, identity, now);
  if (!account) throw new Error('upsert into visitor_accounts returned no row');
  const linked = await repositoriesOf(db).conversations.linkVisitorAccount(agent.agentId, visitorId, account.id);
  return linked ? { kind: account.loginType, display_name: displayNameOf(account) } : null;
}
