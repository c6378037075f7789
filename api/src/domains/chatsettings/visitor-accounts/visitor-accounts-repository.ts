import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { VisitorAccountListQuery } from 'shared-contracts';
import type { Database } from '#src/db/database';
import { containsPattern } from '#src/db/like-pattern';
import { type NewVisitorAccountRow, type VisitorAccountRow, visitorAccounts, widgetVisitors } from '#src/db/schema/index';

/** An identity a visitor's sign-in proved (a mail code, or LINE's ID token). */
export type ProvenIdentity =
  | { kind: 'mail'; email: string }
  | { kind: 'line'; lineUserId: string; displayName: string; email: string | null };

export function createVisitorAccountsRepository(db: Database) {
  return {
    async page(agentId: string, query: VisitorAccountListQuery): Promise<{ rows: VisitorAccountRow[]; total: number }> {
      const conditions: (SQL | undefined)[] = [eq(visitorAccounts.agentId, agentId)];
      if (query.login_type !== '') conditions.push(eq(visitorAccounts.loginType, query.login_type));
      if (query.q !== '') {
        const typed = containsPattern(query.q);
        conditions.push(or(ilike(visitorAccounts.name, typed), ilike(visitorAccounts.email, typed)));
      }
      const where = and(...conditions);
      // SPEC's second sort key is "updated_at"; for an account that is its last sign-in.
      const column = query.sort_by === 'updated_at' ? visitorAccounts.lastLoginAt : visitorAccounts.createdAt;
      const direction = query.sort_order === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(visitorAccounts)
          .where(where)
          .orderBy(direction(column), direction(visitorAccounts.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(visitorAccounts).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async find(agentId: string, id: string): Promise<VisitorAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(visitorAccounts)
        .where(and(eq(visitorAccounts.agentId, agentId), eq(visitorAccounts.id, id)))
        .limit(1);
      return row;
    },

    async insert(row: NewVisitorAccountRow): Promise<VisitorAccountRow> {
      const [created] = await db.insert(visitorAccounts).values(row).returning();
      if (!created) throw new Error('insert into visitor_accounts returned no row');
      return created;
    },

    /**
     * Finds (or creates) the agent's account of an identity a sign-in just proved and records the
     * sign-in time, in one statement, so two sign-ins of the same person at once meet at the same row.
     */
    async upsertSignedIn(
      agent: { agentId: string; ownerId: string },
      identity: ProvenIdentity,
      now: Date,
    ): Promise<VisitorAccountRow | undefined> {
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
      return account;
    },

    /** The account a widget visitor is signed in with (not signed in, or not this agent's visitor: undefined). */
    async ofVisitor(agentId: string, visitorId: string): Promise<Pick<VisitorAccountRow, 'loginType' | 'name' | 'email'> | undefined> {
      const [row] = await db
        .select({ loginType: visitorAccounts.loginType, name: visitorAccounts.name, email: visitorAccounts.email })
        .from(widgetVisitors)
        .innerJoin(visitorAccounts, and(eq(visitorAccounts.id, widgetVisitors.visitorAccountId), eq(visitorAccounts.agentId, agentId)))
        .where(and(eq(widgetVisitors.agentId, agentId), eq(widgetVisitors.id, visitorId)))
        .limit(1);
      return row;
    },
  };
}

export type VisitorAccountsRepository = ReturnType<typeof createVisitorAccountsRepository>;
