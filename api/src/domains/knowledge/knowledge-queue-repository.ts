import { and, eq, lt, sql } from 'drizzle-orm';
import { commitWithoutWaiting } from '../../db/background-commit';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/query-rows';
import { type KnowledgeContent, type KnowledgeItemRow, knowledgeItems } from '../../db/schema';

/** An item an indexing run holds: what it reads, and under which generation it writes. */
export interface ClaimedItem {
  id: string;
  agentId: string;
  type: KnowledgeItemRow['type'];
  title: string;
  content: KnowledgeContent;
  contentVersion: number;
  /** Where this run writes its passages: a number no other run uses. */
  generation: number;
  /** The generation answering now (0 for none). */
  indexedGeneration: number;
  /** Runs started on this content, this one included. */
  attempts: number;
}

/**
 * The knowledge items as a work queue. Any replica claims the oldest `processing` item whose lease
 * is free or lapsed (FOR UPDATE SKIP LOCKED, so replicas never wait for each other), keeps the
 * lease alive while it works, and gives it up when done; a replica that dies just lets its lease
 * lapse, and the item is picked up again.
 */
export function createKnowledgeQueueRepository(db: Database) {
  const held = (id: string, leaseOwner: string) => and(eq(knowledgeItems.id, id), eq(knowledgeItems.leaseOwner, leaseOwner));
  const leaseUntil = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

  return {
    async claimNext(leaseOwner: string, leaseMs: number): Promise<ClaimedItem | null> {
      // A claim lost in a server crash only leaves the item unclaimed (background-commit.ts).
      const [row] = await db.transaction(async (tx) => {
        await commitWithoutWaiting(tx);
        return queryRows<{
          id: string;
          agent_id: string;
          type: KnowledgeItemRow['type'];
          title: string;
          content: KnowledgeContent;
          content_version: number;
          last_generation: number;
          indexed_generation: number;
          attempts: number;
        }>(
          tx,
          sql`update ${knowledgeItems}
            set lease_owner = ${leaseOwner}, lease_until = ${leaseUntil(leaseMs)}, attempts = attempts + 1,
                last_generation = last_generation + 1, progress = 0
            where id = (
              select id from ${knowledgeItems}
              where status = 'processing' and (lease_until is null or lease_until < now())
              order by updated_at, id
              limit 1
              for update skip locked
            )
            returning id, agent_id, type, title, content, content_version, last_generation, indexed_generation, attempts`,
        );
      });
      if (!row) return null;
      return {
        id: row.id,
        agentId: row.agent_id,
        type: row.type,
        title: row.title,
        content: row.content,
        contentVersion: row.content_version,
        generation: row.last_generation,
        indexedGeneration: row.indexed_generation,
        attempts: row.attempts,
      };
    },

    /** Extends the lease and shows progress; false when the lease is no longer this run's (the item was deleted or taken over). */
    async renew(id: string, leaseOwner: string, leaseMs: number, progress: number): Promise<boolean> {
      // A renewal lost in a server crash only shortens the lease (background-commit.ts).
      const rows = await db.transaction(async (tx) => {
        await commitWithoutWaiting(tx);
        return tx.update(knowledgeItems).set({ leaseUntil: leaseUntil(leaseMs), progress }).where(held(id, leaseOwner)).returning({ id: knowledgeItems.id });
      });
      return rows.length > 0;
    },

    /** Gives the item back to the queue, to be claimed again after `delayMs` (0: at once). */
    async release(id: string, leaseOwner: string, delayMs: number): Promise<void> {
      await db
        .update(knowledgeItems)
        .set({ leaseOwner: null, leaseUntil: delayMs > 0 ? leaseUntil(delayMs) : null })
        .where(held(id, leaseOwner));
    },

    /**
     * Ends the run with an error the owner can read, unless the owner changed the item meanwhile
     * (then the new content is indexed instead). The passages answering now stay.
     */
    async fail(id: string, leaseOwner: string, contentVersion: number, reason: string): Promise<boolean> {
      const rows = await db
        .update(knowledgeItems)
        .set({ status: 'error', errorReason: reason, progress: null, leaseOwner: null, leaseUntil: null, attempts: 0 })
        .where(and(held(id, leaseOwner), eq(knowledgeItems.contentVersion, contentVersion)))
        .returning({ id: knowledgeItems.id });
      return rows.length > 0;
    },

    /**
     * Puts every ready item whose passages were written in a format older than `format` back in the
     * queue (see indexing/index-format.ts); its passages answer until the new ones are published.
     * Returns how many. Safe to run on every replica at every start.
     */
    async requeueOlderFormats(format: number): Promise<number> {
      const rows = await db
        .update(knowledgeItems)
        .set({ status: 'processing', progress: 0, attempts: 0 })
        .where(and(eq(knowledgeItems.status, 'ready'), lt(knowledgeItems.indexFormat, format)))
        .returning({ id: knowledgeItems.id });
      return rows.length;
    },

    /** Items waiting or being indexed, over all agents: 0 means the queue is drained. */
    async pending(): Promise<number> {
      const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${knowledgeItems} where status = 'processing'`);
      return row?.n ?? 0;
    },
  };
}

export type KnowledgeQueueRepository = ReturnType<typeof createKnowledgeQueueRepository>;
