import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { QuickReplyAction, QuickReplyPlacement } from 'shared-contracts';
import type { AuthenticatedOwner } from '../auth/authenticated-owner';
import type { Database } from '../../db/database';
import { owners, quickReplies, type QuickReplyRow } from '../../db/schema';

export interface QuickReplyValues {
  label: string;
  action: QuickReplyAction;
  placement: QuickReplyPlacement;
  enabled: boolean;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Writes that depend on the whole set (the count limit, the order) hold a lock on the owner's row,
 * so two browser tabs of one owner cannot interleave them; other owners are not held up.
 */
async function lockOwner(tx: Transaction, ownerId: string): Promise<void> {
  await tx.select({ id: owners.id }).from(owners).where(eq(owners.id, ownerId)).for('update');
}

export function createQuickRepliesRepository(db: Database) {
  const ofAgent = (agentId: string, id: string) => and(eq(quickReplies.agentId, agentId), eq(quickReplies.id, id));

  return {
    list(agentId: string): Promise<QuickReplyRow[]> {
      return db
        .select()
        .from(quickReplies)
        .where(eq(quickReplies.agentId, agentId))
        .orderBy(asc(quickReplies.sortOrder), asc(quickReplies.createdAt), asc(quickReplies.id));
    },

    async find(agentId: string, id: string): Promise<QuickReplyRow | undefined> {
      const [row] = await db.select().from(quickReplies).where(ofAgent(agentId, id)).limit(1);
      return row;
    },

    /** Adds at the end of the order; 'limit' when the owner already has `max`. */
    create(owner: AuthenticatedOwner, values: QuickReplyValues, max: number): Promise<QuickReplyRow | 'limit'> {
      return db.transaction(async (tx) => {
        await lockOwner(tx, owner.id);
        const [existing] = await tx.select({ n: count() }).from(quickReplies).where(eq(quickReplies.agentId, owner.agentId));
        const position = existing?.n ?? 0;
        if (position >= max) return 'limit';
        const [row] = await tx
          .insert(quickReplies)
          .values({ ...values, ownerId: owner.id, agentId: owner.agentId, sortOrder: position })
          .returning();
        if (!row) throw new Error('insert into quick_replies returned no row');
        return row;
      });
    },

    async update(agentId: string, id: string, values: QuickReplyValues): Promise<QuickReplyRow | undefined> {
      const [row] = await db.update(quickReplies).set(values).where(ofAgent(agentId, id)).returning();
      return row;
    },

    /** Closes the gap it leaves, so sort_order stays 0…n-1. */
    remove(owner: AuthenticatedOwner, id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockOwner(tx, owner.id);
        const [removed] = await tx
          .delete(quickReplies)
          .where(ofAgent(owner.agentId, id))
          .returning({ sortOrder: quickReplies.sortOrder });
        if (!removed) return false;
        await tx
          .update(quickReplies)
          .set({ sortOrder: sql`${quickReplies.sortOrder} - 1` })
          .where(and(eq(quickReplies.agentId, owner.agentId), gt(quickReplies.sortOrder, removed.sortOrder)));
        return true;
      });
    },

    /** `ids` first to last; 'stale' unless they are exactly the owner's current quick replies. */
    reorder(owner: AuthenticatedOwner, ids: readonly string[]): Promise<QuickReplyRow[] | 'stale'> {
      return db.transaction(async (tx) => {
        await lockOwner(tx, owner.id);
        const current = await tx.select({ id: quickReplies.id }).from(quickReplies).where(eq(quickReplies.agentId, owner.agentId));
        const known = new Set(current.map((row) => row.id));
        if (ids.length !== known.size || !ids.every((id) => known.has(id))) return 'stale';
        for (const [position, id] of ids.entries()) {
          // updated_at stays: moving a button does not change the button.
          await tx
            .update(quickReplies)
            .set({ sortOrder: position, updatedAt: sql`${quickReplies.updatedAt}` })
            .where(ofAgent(owner.agentId, id));
        }
        return tx
          .select()
          .from(quickReplies)
          .where(eq(quickReplies.agentId, owner.agentId))
          .orderBy(asc(quickReplies.sortOrder));
      });
    },
  };
}

export type QuickRepliesRepository = ReturnType<typeof createQuickRepliesRepository>;
