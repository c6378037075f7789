import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type NewOwnerRow, type OwnerRow, owners, refreshTokens } from '../../db/schema';

export function createOwnersRepository(db: Database) {
  return {
    async insert(row: NewOwnerRow): Promise<OwnerRow> {
      const [created] = await db.insert(owners).values(row).returning();
      if (!created) throw new Error('insert into owners returned no row');
      return created;
    },

    /** `email` must already be lower-cased (stored addresses are). */
    async findLiveByEmail(email: string): Promise<OwnerRow | undefined> {
      const [row] = await db
        .select()
        .from(owners)
        .where(and(eq(owners.email, email), isNull(owners.deletedAt)))
        .limit(1);
      return row;
    },

    async findLiveById(id: string): Promise<OwnerRow | undefined> {
      const [row] = await db
        .select()
        .from(owners)
        .where(and(eq(owners.id, id), isNull(owners.deletedAt)))
        .limit(1);
      return row;
    },

    /** Deletion also ends every session at once: the refresh tokens are revoked in the same transaction. */
    async softDelete(id: string, at: Date = new Date()): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(owners).set({ deletedAt: at }).where(and(eq(owners.id, id), isNull(owners.deletedAt)));
        await tx
          .update(refreshTokens)
          .set({ revokedAt: at })
          .where(and(eq(refreshTokens.ownerId, id), isNull(refreshTokens.revokedAt)));
      });
    },

    /** The agent of a live (not deleted) owner: what the public widget routes answer for. */
    async findLiveAgent(agentId: string): Promise<{ agentId: string; ownerId: string } | undefined> {
      const [row] = await db
        .select({ agentId: owners.agentId, ownerId: owners.id })
        .from(owners)
        .where(and(eq(owners.agentId, agentId), isNull(owners.deletedAt)))
        .limit(1);
      return row;
    },

    /** Every owner with this address, deleted ones too (the demo owner's first start). */
    async findAllByEmail(email: string): Promise<OwnerRow[]> {
      return db.select().from(owners).where(eq(owners.email, email));
    },
  };
}

export type OwnersRepository = ReturnType<typeof createOwnersRepository>;
