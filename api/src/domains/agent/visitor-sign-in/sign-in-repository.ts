import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '#src/db/database';
import { type LineSignInStateRow, lineSignInStates, type MailSignInCodeRow, mailSignInCodes } from '#src/db/schema/index';

export interface NewMailCode {
  id: string;
  agentId: string;
  visitorId: string;
  email: string;
  codeHash: string;
  expiresAt: Date;
}

export interface NewLineState {
  stateHash: string;
  agentId: string;
  visitorId: string;
  nonce: string;
  codeVerifier: string;
  expiresAt: Date;
}

/** The pending mail codes and LINE states of widget sign-ins; every query is scoped by agent. */
export function createSignInRepository(db: Database) {
  return {
    async codesSentTo(agentId: string, email: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(mailSignInCodes)
        .where(and(eq(mailSignInCodes.agentId, agentId), eq(mailSignInCodes.email, email), gt(mailSignInCodes.createdAt, since)));
      return row?.n ?? 0;
    },

    async codesSentFor(agentId: string, visitorId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(mailSignInCodes)
        .where(and(eq(mailSignInCodes.agentId, agentId), eq(mailSignInCodes.visitorId, visitorId), gt(mailSignInCodes.createdAt, since)));
      return row?.n ?? 0;
    },

    async insertCode(code: NewMailCode, now: Date): Promise<void> {
      await db.insert(mailSignInCodes).values({ ...code, createdAt: now });
    },

    /** The newest code this visitor asked for this address: only it counts, older ones are replaced. */
    async latestCode(agentId: string, visitorId: string, email: string): Promise<MailSignInCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(mailSignInCodes)
        .where(and(eq(mailSignInCodes.agentId, agentId), eq(mailSignInCodes.visitorId, visitorId), eq(mailSignInCodes.email, email)))
        .orderBy(desc(mailSignInCodes.createdAt))
        .limit(1);
      return row;
    },

    /** Counts a wrong try in one statement (two wrong tries at once both count); the new count, or null when the code is spent. */
    async countWrongTry(id: string, maxTries: number): Promise<number | null> {
      const [row] = await db
        .update(mailSignInCodes)
        .set({ tries: sql`${mailSignInCodes.tries} + 1` })
        .where(and(eq(mailSignInCodes.id, id), isNull(mailSignInCodes.consumedAt), lt(mailSignInCodes.tries, maxTries)))
        .returning({ tries: mailSignInCodes.tries });
      return row ? row.tries : null;
    },

    /** Consumes a live code once: false when another request consumed it, it expired or it was locked meanwhile. */
    async consumeCode(id: string, maxTries: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(mailSignInCodes)
        .set({ consumedAt: now })
        .where(
          and(eq(mailSignInCodes.id, id), isNull(mailSignInCodes.consumedAt), lt(mailSignInCodes.tries, maxTries), gt(mailSignInCodes.expiresAt, now)),
        )
        .returning({ id: mailSignInCodes.id });
      return rows.length > 0;
    },

    /** Codes past their window no longer count for the send limits either. */
    async deleteCodesBefore(before: Date): Promise<void> {
      await db.delete(mailSignInCodes).where(lt(mailSignInCodes.createdAt, before));
    },

    async insertState(state: NewLineState, now: Date): Promise<void> {
      await db.insert(lineSignInStates).values({ ...state, createdAt: now });
    },

    /** Looks the state up and deletes it in one statement, so a state is used once even by two callbacks at once. */
    async takeState(stateHash: string): Promise<LineSignInStateRow | undefined> {
      const [row] = await db.delete(lineSignInStates).where(eq(lineSignInStates.stateHash, stateHash)).returning();
      return row;
    },

    async deleteStatesExpiredBy(now: Date): Promise<void> {
      await db.delete(lineSignInStates).where(lt(lineSignInStates.expiresAt, now));
    },
  };
}

export type SignInRepository = ReturnType<typeof createSignInRepository>;
