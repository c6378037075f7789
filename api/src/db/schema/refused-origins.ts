import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { owners } from './owners';

/**
 * The sites refused the widget while the owner restricts it to 許可したサイト (リンク設定's
 * 最近拒否されたサイト): one row per agent and origin, counted and stamped on every refusal. The
 * repository keeps at most REFUSED_ORIGINS_MAX rows per agent, the most recently seen, so a snippet
 * copied to many sites (or someone posting made-up origins) never grows the table without end.
 */
export const refusedOrigins = pgTable(
  'refused_origins',
  {
    agentId: text('agent_id').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    /** Canonical `location.origin` (origin-policy.ts canonicalOrigin). */
    origin: text('origin').notNull(),
    count: integer('count').notNull().default(1),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.agentId, t.origin] }),
    // The list, latest first, and the trim that drops the oldest.
    index('refused_origins_agent_last_seen_idx').on(t.agentId, t.lastSeenAt),
    index('refused_origins_owner_id_idx').on(t.ownerId),
  ],
);

export type RefusedOriginRow = typeof refusedOrigins.$inferSelect;
