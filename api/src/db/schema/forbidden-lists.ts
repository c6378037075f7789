import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { owners } from './owners';

/** Forbidden words and forbidden URL patterns: two lists of one shape, told apart by `kind`. */
export const FORBIDDEN_ENTRY_KINDS = ['word', 'url'] as const;
export type ForbiddenEntryKind = (typeof FORBIDDEN_ENTRY_KINDS)[number];

export const forbiddenEntries = pgTable(
  'forbidden_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    agentId: text('agent_id').notNull(),
    kind: text('kind', { enum: FORBIDDEN_ENTRY_KINDS }).notNull(),
    /** As the owner wrote it. */
    value: text('value').notNull(),
    /**
     * The value in its comparison form (words: NFKC + kana folding; URLs: the canonical pattern),
     * so ｶﾞｲﾄﾞ and がいど, or HTTPS://Example.com/a/ and https://example.com/a, are one entry.
     */
    matchKey: text('match_key').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('forbidden_entries_agent_kind_match_key_key').on(t.agentId, t.kind, t.matchKey),
    index('forbidden_entries_agent_kind_created_at_idx').on(t.agentId, t.kind, t.createdAt),
  ],
);

export type ForbiddenEntryRow = typeof forbiddenEntries.$inferSelect;
