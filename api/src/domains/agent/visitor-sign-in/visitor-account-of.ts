import type { WidgetAccount } from 'shared-contracts';
import type { Database } from '#src/db/database';
import { repositoriesOf } from '../../repositories';

/** How the widget names an account: the LINE display name, or the mail address. */
export function displayNameOf(account: { loginType: 'mail' | 'line'; name: string; email: string | null }): string {
  return account.loginType === 'mail' ? (account.email ?? account.name) : account.name;
}

/** The account a widget visitor is signed in with, or null (not signed in, or not this agent's visitor). */
export async function visitorAccountOf(db: Database, agentId: string, visitorId: string): Promise<WidgetAccount | null> {
  const row = await repositoriesOf(db).visitorAccounts.ofVisitor(agentId, visitorId);
  return row ? { kind: row.loginType, display_name: displayNameOf(row) } : null;
}
