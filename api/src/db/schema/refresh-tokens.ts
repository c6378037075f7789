import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { owners } from './owners';

/**
 * Only the SHA-256 of a refresh token is kept: a copy of this table cannot sign anyone in.
 *
 * A sign-in starts a family; each refresh retires the token it was given (`rotated_at`) and adds its
 * successor to the same family, which keeps the sign-in's expiry. Presenting a retired token again
 * (after the short grace of domains/auth/auth-service.ts) revokes the whole family (`revoked_at` on
 * every row), and so does logout. Access tokens carry the family id (`sid`) and stop with it.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    /** The sign-in this token descends from; a token issued before rotation is a family of its own. */
    familyId: uuid('family_id').notNull().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it was traded for its successor: from then on it is retired. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_owner_id_idx').on(t.ownerId),
    index('refresh_tokens_family_id_idx').on(t.familyId),
  ],
);

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
