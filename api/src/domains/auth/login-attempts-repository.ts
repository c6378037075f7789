import { and, count, eq, gt, lt, max, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { loginAttempts } from '../../db/schema';

/** Attempts are counted per account from one client address, or per client address over all accounts. */
export type AttemptKey = { email: string; address: string } | { address: string };

function byKey(key: AttemptKey) {
  const address = eq(loginAttempts.address, key.address);
  return 'email' in key ? and(eq(loginAttempts.email, key.email), address) : address;
}

export function createLoginAttemptsRepository(db: Database) {
  return {
    async record(attempt: { email: string; address: string; at: Date }): Promise<number> {
      const [row] = await db
        .insert(loginAttempts)
        .values({ email: attempt.email, address: attempt.address, createdAt: attempt.at })
        .returning({ id: loginAttempts.id });
      if (!row) throw new Error('insert into login_attempts returned no row');
      return row.id;
    },

    async markSucceeded(id: number): Promise<void> {
      await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, id));
    },

    async remove(id: number): Promise<void> {
      await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
    },

    /**
     * How many failures (including attempts still being checked, but not `except`, the caller's own)
     * came after `since` for the key, and when the latest did.
     */
    async failureStats(key: AttemptKey, since: Date, except: number): Promise<{ count: number; latest: Date | null }> {
      const [row] = await db
        .select({ count: count(), latest: max(loginAttempts.createdAt) })
        .from(loginAttempts)
        .where(and(byKey(key), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since), ne(loginAttempts.id, except)));
      return { count: row?.count ?? 0, latest: row?.latest ?? null };
    },

    async lastSuccessSince(key: AttemptKey, since: Date): Promise<Date | null> {
      const [row] = await db
        .select({ at: max(loginAttempts.createdAt) })
        .from(loginAttempts)
        .where(and(byKey(key), eq(loginAttempts.succeeded, true), gt(loginAttempts.createdAt, since)));
      return row?.at ?? null;
    },

    /** Attempts older than the window no longer count for anything. */
    async pruneBefore(before: Date): Promise<void> {
      await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, before));
    },
  };
}

export type LoginAttemptsRepository = ReturnType<typeof createLoginAttemptsRepository>;
