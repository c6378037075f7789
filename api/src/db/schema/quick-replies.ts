import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { QUICK_REPLY_PLACEMENTS, type QuickReplyAction } from 'shared-contracts';
import { owners } from './owners';

/** The buttons the widget offers, in the owner's order (`sort_order` is 0-based and gapless). */
export const quickReplies = pgTable(
  'quick_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    agentId: text('agent_id').notNull(),
    label: text('label').notNull(),
    /** quickReplyActionSchema of shared-contracts; `open_form` names a form id. */
    action: jsonb('action').$type<QuickReplyAction>().notNull(),
    placement: text('placement', { enum: QUICK_REPLY_PLACEMENTS }).notNull(),
    enabled: boolean('enabled').notNull(),
    sortOrder: integer('sort_order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('quick_replies_agent_id_sort_order_idx').on(t.agentId, t.sortOrder)],
);

export type QuickReplyRow = typeof quickReplies.$inferSelect;
