import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { VisitorAccountListQuery } from 'shared-contracts';
import type { Database } from '#src/db/database';
import { containsPattern } from '#src/db/like-pattern';
import { type NewVisitorAccountRow, type VisitorAccountRow, visitorAccounts } from '#src/db/schema';

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
  };
}

export type VisitorAccountsRepository = ReturnType<typeof createVisitorAccountsRepository>;
