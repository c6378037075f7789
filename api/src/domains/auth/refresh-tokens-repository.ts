import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { owners, refreshTokens } from '../../db/schema';

export interface RefreshTokenOwner {
  ownerId: string;
  agentId: string;
}

export function createRefreshTokensRepository(db: Database) {
  return {
    async insert(row: { ownerId: string; tokenHash: string; expiresAt: Date; userAgent: string | null; now: Date }): Promise<void> {
      // Each sign-in adds a row; clearing the owner's expired ones here keeps the table at live sessions only.
      await db.delete(refreshTokens).where(and(eq(refreshTokens.ownerId, row.ownerId), lt(refreshTokens.expiresAt, row.now)));
      await db.insert(refreshTokens).values({
        ownerId: row.ownerId,
        tokenHash: row.tokenHash,
        expiresAt: row.expiresAt,
        userAgent: row.userAgent,
        createdAt: row.now,
      });
    },

    /** The owner of a refresh token that is neither expired nor revoked and whose owner is not deleted. */
    async findUsable(tokenHash: string, now: Date): Promise<RefreshTokenOwner | undefined> {
      const [row] = await db
        .select({ ownerId: owners.id, agentId: owners.agentId })
        .from(refreshTokens)
        .innerJoin(owners, eq(owners.id, refreshTokens.ownerId))
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now),
            isNull(owners.deletedAt),
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * Revokes the token with this hash, whoever owns it: holding a refresh token is the proof (its
     * holder could trade it for access tokens), and revoking it can only take that power away.
     */
    async revoke(tokenHash: string, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.revokedAt)));
    },
  };
}

export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>;
