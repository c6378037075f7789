import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TaughtHow } from 'shared-contracts';
import type { Database } from '../../db/database';
import { knowledgeItems, taughtQuestions } from '../../db/schema';
import { questionKeyOf } from '../analytics/question-key';

/** A Q&A that already holds a question: its own question or one of its 言い換え. */
export interface SameQuestionQa {
  itemId: string;
  title: string;
}

/** What the transcript shows of a taught visitor message. */
export interface TaughtMessage {
  messageId: string;
  itemId: string;
  itemTitle: string;
  how: TaughtHow;
  taughtAt: Date;
}

/**
 * The owner's teaches (taught_questions, issue #40): what took a question group out of
 * 未回答の質問, and the Q&As a new one would duplicate.
 */
export function createTaughtQuestionsRepository(db: Database) {
  return {
    /** Records a teach of the group `key`: one row per group, the latest teach's. */
    async record(agentId: string, taught: { key: string; question: string; itemId: string; messageId: string | null; how: TaughtHow }): Promise<void> {
      const values = { agentId, questionKey: taught.key, question: taught.question, itemId: taught.itemId, messageId: taught.messageId, how: taught.how };
      await db
        .insert(taughtQuestions)
        .values(values)
        .onConflictDoUpdate({
          target: [taughtQuestions.agentId, taughtQuestions.questionKey],
          set: { question: values.question, itemId: values.itemId, messageId: values.messageId, how: values.how, taughtAt: sql`now()` },
        });
    },

    /**
     * The Q&A whose question or 言い換え is this question, compared as 分析 groups questions
     * (questionKeyOf: 「予約注文はできますか？」 is 「予約注文はできますか」). Reads the agent's Q&As'
     * questions only; a teach is a person's click, not a hot path.
     */
    async sameQuestionQa(agentId: string, question: string): Promise<SameQuestionQa | null> {
      const key = questionKeyOf(question);
      if (key === null) return null;
      const rows = await db
        .select({ id: knowledgeItems.id, title: knowledgeItems.title, question: sql<string>`${knowledgeItems.content} ->> 'question'`, alternatives: sql<string[]>`${knowledgeItems.content} -> 'alternatives'` })
        .from(knowledgeItems)
        .where(and(eq(knowledgeItems.agentId, agentId), eq(knowledgeItems.type, 'qa')));
      const found = rows.find((row) => [row.question, ...(row.alternatives ?? [])].some((known) => questionKeyOf(known) === key));
      return found ? { itemId: found.id, title: found.title } : null;
    },

    /** The teaches of these visitor messages (the transcript's mark), with their Q&A's title. */
    async ofMessages(agentId: string, messageIds: readonly string[]): Promise<TaughtMessage[]> {
      if (messageIds.length === 0) return [];
      const rows = await db
        .select({ messageId: taughtQuestions.messageId, itemId: taughtQuestions.itemId, itemTitle: knowledgeItems.title, how: taughtQuestions.how, taughtAt: taughtQuestions.taughtAt })
        .from(taughtQuestions)
        .innerJoin(knowledgeItems, eq(knowledgeItems.id, taughtQuestions.itemId))
        .where(and(eq(taughtQuestions.agentId, agentId), inArray(taughtQuestions.messageId, [...messageIds])));
      return rows.flatMap((row) => (row.messageId ? [{ ...row, messageId: row.messageId }] : []));
    },
  };
}

export type TaughtQuestionsRepository = ReturnType<typeof createTaughtQuestionsRepository>;
