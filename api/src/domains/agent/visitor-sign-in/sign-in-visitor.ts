import { sql } from 'drizzle-orm';
import type { WidgetAccount } from 'shared-contracts';
import type { Database } from '#src/db/database';
import { type VisitorAccountRow, visitorAccounts } from '#src/db/schema';
import { displayNameOf } from './visitor-account-of';
import { repositoriesOf } from '../../repositories';

export type ProvenIdentity =
  | { kind: 'mail'; email: string }
  | { kind: 'line'; lineUserId: string; displayName: string; email: string | null };

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
  let account: VisitorAccountRow | undefined;
  if (identity.kind === 'mail') {
    [account] = await db
      .insert(visitorAccounts)
      .values({ agentId: agent.agentId, ownerId: agent.ownerId, name: identity.email, email: identity.email, loginType: 'mail', createdAt: now, lastLoginAt: now })
      .onConflictDoUpdate({
        target: [visitorAccounts.agentId, visitorAccounts.email],
        targetWhere: sql`${visitorAccounts.loginType} = 'mail'`,
        set: { lastLoginAt: now },
      })
      .returning();
  } else {
    [account] = await db
      .insert(visitorAccounts)
      .values({
        agentId: agent.agentId,
        ownerId: agent.ownerId,
        name: identity.displayName,
        email: identity.email,
        loginType: 'line',
        lineUserId: identity.lineUserId,
        createdAt: now,
        lastLoginAt: now,
      })
      .onConflictDoUpdate({
        target: [visitorAccounts.agentId, visitorAccounts.lineUserId],
        targetWhere: sql`${visitorAccounts.lineUserId} is not null`,
        // The LINE name may have changed since; a mail address shared once is kept when not shared again.
        set: { name: identity.displayName, email: sql`coalesce(excluded.email, ${visitorAccounts.email})`, lastLoginAt: now },
      })
      .returning();
  }
  if (!account) throw new Error('upsert into visitor_accounts returned no row');
  const linked = await repositoriesOf(db).conversations.linkVisitorAccount(agent.agentId, visitorId, account.id);
  return linked ? { kind: account.loginType, display_name: displayNameOf(account) } : null;
}
