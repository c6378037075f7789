import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TAUGHT_HOWS } from 'shared-contracts';
import { messages } from './conversations';
import { knowledgeItems } from './knowledge-items';

/**
 * A question group (分析's question key) the owner has taught (issue #40): it leaves 未回答の質問 at
 * once and is listed under 対応済み with what was taught and when, until a visitor misses it again
 * after `taught_at`. One row per agent and key, the latest teach's. It goes with the Q&A it names:
 * a deleted Q&A puts the question back among the unanswered.
 */
export const taughtQuestions = pgTable(
  'taught_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: text('agent_id').notNull(),
    /** questionKeyOf the visitor's question (analytics/question-key.ts). */
    questionKey: text('question_key').notNull(),
    /** The visitor's question as the console showed it. */
    question: text('question').notNull(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => knowledgeItems.id, { onDelete: 'cascade' }),
    /** The visitor message taught, when the owner taught from one; the transcript marks it. */
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    how: text('how', { enum: TAUGHT_HOWS }).notNull(),
    taughtAt: timestamp('taught_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('taught_questions_key_idx').on(t.agentId, t.questionKey),
    // 対応済み, latest first.
    index('taught_questions_agent_taught_at_idx').on(t.agentId, t.taughtAt),
    index('taught_questions_item_idx').on(t.itemId),
    index('taught_questions_message_idx').on(t.messageId),
  ],
);

export type TaughtQuestionRow = typeof taughtQuestions.$inferSelect;
