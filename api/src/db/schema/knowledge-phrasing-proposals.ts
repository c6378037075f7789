import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PHRASING_PROPOSAL_STATUSES } from 'shared-contracts';
import { messages } from './conversations';
import { knowledgeItems } from './knowledge-items';

/**
 * A visitor's own words, proposed as one more phrasing of a Q&A (issue #15): the question a visitor
 * typed, got もしかして… candidates for, and answered by pressing this Q&A's question. The owner
 * confirms it (it joins the Q&A's alternatives, and the same words get a sure answer) or rejects it.
 * One row per Q&A and wording (NFKC, lower case), counting the presses. The row goes with the
 * visitor message it quotes (the latest press's): a conversation deleted, by the owner or by
 * retention, takes its visitor's words with it.
 */
export const knowledgePhrasingProposals = pgTable(
  'knowledge_phrasing_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: text('agent_id').notNull(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => knowledgeItems.id, { onDelete: 'cascade' }),
    /** The visitor's question as stored in the conversation. */
    text: text('text').notNull(),
    /** `text` as phrasings compare (NFKC, lower case): one proposal per Q&A and wording. */
    textKey: text('text_key').notNull(),
    /** The visitor message that asked it, the latest press's. */
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    pressCount: integer('press_count').notNull().default(1),
    status: text('status', { enum: PHRASING_PROPOSAL_STATUSES }).notNull().default('proposed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The latest press. */
    pressedAt: timestamp('pressed_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('knowledge_phrasing_proposals_wording_idx').on(t.agentId, t.itemId, t.textKey),
    // The knowledge screen's list: an agent's open proposals, latest press first.
    index('knowledge_phrasing_proposals_agent_status_idx').on(t.agentId, t.status, t.pressedAt),
    index('knowledge_phrasing_proposals_message_idx').on(t.messageId),
  ],
);

export type KnowledgePhrasingProposalRow = typeof knowledgePhrasingProposals.$inferSelect;
