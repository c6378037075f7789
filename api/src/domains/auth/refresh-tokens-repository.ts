import { and, eq, exists, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { owners, refreshTokens } from '../../db/schema';

export interface RefreshTokenOwner {
  ownerId: string;
  agentId: string;
}

/** A stored refresh token as the rotation needs it (its owner is live: a deleted owner's tokens are not found). */
export interface StoredRefreshToken extends RefreshTokenOwner {
  familyId: string;
  expiresAt: Date;
  rotatedAt: Date | null;
  revokedAt: Date | null;
  userAgent: string | null;
}

const storedColumns = {
  ownerId: owners.id,
  agentId: owners.agentId,
  familyId: refreshTokens.familyId,
  expiresAt: refreshTokens.expiresAt,
  rotatedAt: refreshTokens.rotatedAt,
  revokedAt: refreshTokens.revokedAt,
  userAgent: refreshTokens.userAgent,
};

export function createRefreshTokensRepository(db: Database) {
  return {
    /** A sign-in: the first token of a new family. */
    async insert(row: { ownerId: string; familyId: string; tokenHash: string; expiresAt: Date; userAgent: string | null; now: Date }): Promise<void> {
      // Each sign-in adds a family; clearing the owner's expired rows here keeps the table at live sessions
      // (a family's rows share its expiry, so its retired tokens stay as long as reuse can be detected).
      await db.delete(refreshTokens).where(and(eq(refreshTokens.ownerId, row.ownerId), lt(refreshTokens.expiresAt, row.now)));
      await db.insert(refreshTokens).values({
        ownerId: row.ownerId,
        familyId: row.familyId,
        tokenHash: row.tokenHash,
        expiresAt: row.expiresAt,
        userAgent: row.userAgent,
        createdAt: row.now,
      });
    },

    /** The token with this hash, whatever its state, if its owner is not deleted. */
    async find(tokenHash: string): Promise<StoredRefreshToken | undefined> {
      const [row] = await db
        .select(storedColumns)
        .from(refreshTokens)
        .innerJoin(owners, eq(owners.id, refreshTokens.ownerId))
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(owners.deletedAt)))
        .limit(1);
      return row;
    },

    /**
     * Retires the live token with this hash and stores its successor in the same family, in one
     * transaction: of requests racing with the same token exactly one rotates it (the others' update
     * finds it retired once the winner commits, and the successor is then already there). False when
     * the token was no longer live.
     */
    async rotate(tokenHash: string, successor: { tokenHash: string; now: Date }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [retired] = await tx
          .update(refreshTokens)
          .set({ rotatedAt: successor.now })
          .where(
            and(
              eq(refreshTokens.tokenHash, tokenHash),
              isNull(refreshTokens.rotatedAt),
              isNull(refreshTokens.revokedAt),
              gt(refreshTokens.expiresAt, successor.now),
            ),
          )
          .returning({
            ownerId: refreshTokens.ownerId,
            familyId: refreshTokens.familyId,
            expiresAt: refreshTokens.expiresAt,
            userAgent: refreshTokens.userAgent,
          });
        if (!retired) return false;
        // The successor keeps the family's expiry: rotation never stretches a sign-in past its 30 days.
        await tx.insert(refreshTokens).values({ ...retired, tokenHash: successor.tokenHash, createdAt: successor.now });
        return true;
      });
    },

    /** Revokes every token of the family (logout, reuse detected). */
    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    /**
     * The owner of an access token whose session (family) is still live: not logged out, not revoked
     * for reuse, not past its expiry, and the owner not deleted. One statement, the one every owner
     * request already made for the owner row.
     */
    async sessionOwner(ownerId: string, familyId: string, now: Date): Promise<RefreshTokenOwner | undefined> {
      const [row] = await db
        .select({ ownerId: owners.id, agentId: owners.agentId })
        .from(owners)
        .where(
          and(
            eq(owners.id, ownerId),
            isNull(owners.deletedAt),
            exists(
              db
                .select({ one: refreshTokens.id })
                .from(refreshTokens)
                .where(
                  and(
                    eq(refreshTokens.familyId, familyId),
                    eq(refreshTokens.ownerId, ownerId),
                    isNull(refreshTokens.revokedAt),
                    gt(refreshTokens.expiresAt, now),
                  ),
                ),
            ),
          ),
        )
        .limit(1);
      return row;
    },
  };
}

export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>;
