import { and, desc, eq, gt, lt, max } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { loginAttempts } from '../../db/schema';

/** Attempts are counted per account (the lower-cased mail address, known or not) or per client address. */
export type AttemptKey = { email: string } | { address: string };

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

    /** Newest first: the failures (including attempts still being checked) after `since` for an account or an address. */
    async failuresSince(key: AttemptKey, since: Date, limit: number): Promise<{ id: number; createdAt: Date }[]> {
      const byKey = 'email' in key ? eq(loginAttempts.email, key.email) : eq(loginAttempts.address, key.address);
      return db
        .select({ id: loginAttempts.id, createdAt: loginAttempts.createdAt })
        .from(loginAttempts)
        .where(and(byKey, eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)))
        .orderBy(desc(loginAttempts.createdAt), desc(loginAttempts.id))
        .limit(limit);
    },

    async lastSuccessSince(email: string, since: Date): Promise<Date | null> {
      const [row] = await db
        .select({ at: max(loginAttempts.createdAt) })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, true), gt(loginAttempts.createdAt, since)));
      return row?.at ?? null;
    },

    /** Attempts older than the window no longer count for anything. */
    async pruneBefore(before: Date): Promise<void> {
      await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, before));
    },
  };
}

export type LoginAttemptsRepository = ReturnType<typeof createLoginAttemptsRepository>;
