import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { hourOf, ROLLUP_METRICS, type RollupDelta } from '../analytics/rollup-metrics';
import { rollupUpserts, rollupValues } from '../analytics/rollup-upsert';
import { storeMessages } from './store-messages-batch';
import type { ConversationScope, MessageToStore } from './store-messages-statement';
import {
  type ConversationRow,
  conversations,
  FEEDBACK_VALUES,
  type FeedbackValue,
  type MessageRow,
  messages,
  type WidgetVisitorRow,
  widgetVisitors,
} from '../../db/schema';

export interface NewConversation {
  agentId: string;
  visitorId: string;
  origin: string;
  pageUrl: string | null;
  preview: boolean;
  /** Default: now. */
  startedAt?: Date;
  lastMessageAt?: Date;
}

export type { ConversationScope, MessageToStore } from './store-messages-statement';

/**
 * Widget visitors, their conversations and messages. Every read and write names the agent, and every
 * lookup by id is scoped by it, so an id of another agent is simply not found. (A turn's messages are
 * written by storeMessages, in one statement with the conversation's check.)
 */
export function createConversationsRepository(db: Database) {
  const conversationOf = (agentId: string, id: string) => and(eq(conversations.agentId, agentId), eq(conversations.id, id));

  return {
    async createVisitor(agentId: string): Promise<WidgetVisitorRow> {
      const [row] = await db.insert(widgetVisitors).values({ agentId }).returning();
      if (!row) throw new Error('insert into widget_visitors returned no row');
      return row;
    },

    /** Marks the visitor as seen now; undefined when the agent has no such visitor. */
    async touchVisitor(agentId: string, visitorId: string, now: Date = new Date()): Promise<WidgetVisitorRow | undefined> {
      const [row] = await db
        .update(widgetVisitors)
        .set({ lastSeenAt: now })
        .where(and(eq(widgetVisitors.agentId, agentId), eq(widgetVisitors.id, visitorId)))
        .returning();
      return row;
    },

    async findVisitor(agentId: string, visitorId: string): Promise<WidgetVisitorRow | undefined> {
      const [row] = await db
        .select()
        .from(widgetVisitors)
        .where(and(eq(widgetVisitors.agentId, agentId), eq(widgetVisitors.id, visitorId)))
        .limit(1);
      return row;
    },

    /** Links (or, with null, unlinks) the visitor account a sign-in proved. */
    async linkVisitorAccount(agentId: string, visitorId: string, visitorAccountId: string | null): Promise<boolean> {
      const rows = await db
        .update(widgetVisitors)
        .set({ visitorAccountId })
        .where(and(eq(widgetVisitors.agentId, agentId), eq(widgetVisitors.id, visitorId)))
        .returning({ id: widgetVisitors.id });
      return rows.length > 0;
    },

    async latestConversation(agentId: string, visitorId: string): Promise<ConversationRow | undefined> {
      const [row] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.agentId, agentId), eq(conversations.visitorId, visitorId)))
        .orderBy(desc(conversations.lastMessageAt), desc(conversations.startedAt))
        .limit(1);
      return row;
    },

    async createConversation(values: NewConversation): Promise<ConversationRow> {
      const [row] = await db.insert(conversations).values(values).returning();
      if (!row) throw new Error('insert into conversations returned no row');
      return row;
    },

    async findConversation(agentId: string, conversationId: string): Promise<ConversationRow | undefined> {
      const [row] = await db.select().from(conversations).where(conversationOf(agentId, conversationId)).limit(1);
      return row;
    },

    /** The conversation only when it is this visitor's: a visitor never reads or writes another's. */
    async findVisitorConversation(agentId: string, visitorId: string, conversationId: string): Promise<ConversationRow | undefined> {
      const [row] = await db
        .select()
        .from(conversations)
        .where(and(conversationOf(agentId, conversationId), eq(conversations.visitorId, visitorId)))
        .limit(1);
      return row;
    },

    /** Oldest first. */
    listMessages(agentId: string, conversationId: string): Promise<MessageRow[]> {
      return db
        .select()
        .from(messages)
        .where(and(eq(messages.agentId, agentId), eq(messages.conversationId, conversationId)))
        .orderBy(asc(messages.createdAt), asc(messages.id));
    },

    /** The last `count` messages, oldest first: the memory handed to an LLM. */
    async recentMessages(agentId: string, conversationId: string, count: number): Promise<MessageRow[]> {
      if (count <= 0) return [];
      const rows = await db
        .select()
        .from(messages)
        .where(and(eq(messages.agentId, agentId), eq(messages.conversationId, conversationId)))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(count);
      return rows.reverse();
    },

    async findMessage(agentId: string, messageId: string): Promise<MessageRow | undefined> {
      const [row] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.agentId, agentId), eq(messages.id, messageId)))
        .limit(1);
      return row;
    },

    /**
     * Sets the feedback of an agent message in one of the visitor's own conversations, and moves the
     * conversation's 👍/👎 counts with it (one transaction); undefined when there is no such message
     * for this visitor.
     */
    async setFeedback(agentId: string, visitorId: string, messageId: string, value: FeedbackValue | null): Promise<MessageRow | undefined> {
      return db.transaction(async (tx) => {
        const [old] = await tx
          .select({
            id: messages.id,
            conversationId: messages.conversationId,
            feedback: messages.feedback,
            createdAt: messages.createdAt,
            preview: conversations.preview,
          })
          .from(messages)
          .innerJoin(conversations, eq(conversations.id, messages.conversationId))
          .where(
            and(
              eq(messages.agentId, agentId),
              eq(messages.id, messageId),
              eq(messages.role, 'agent'),
              eq(conversations.agentId, agentId),
              eq(conversations.visitorId, visitorId),
            ),
          )
          .for('update', { of: messages })
          .limit(1);
        if (!old) return undefined;
        const [row] = await tx.update(messages).set({ feedback: value }).where(eq(messages.id, old.id)).returning();
        const delta = (feedback: FeedbackValue) => (value === feedback ? 1 : 0) - (old.feedback === feedback ? 1 : 0);
        if (delta('up') !== 0 || delta('down') !== 0) {
          await tx
            .update(conversations)
            .set({
              feedbackUpCount: sql`${conversations.feedbackUpCount} + ${delta('up')}`,
              feedbackDownCount: sql`${conversations.feedbackDownCount} + ${delta('down')}`,
            })
            .where(and(eq(conversations.agentId, agentId), eq(conversations.id, old.conversationId)));
          // 'rated' counts votes at the answered message's hour: a changed or removed vote moves them back.
          if (!old.preview) {
            const hour = hourOf(old.createdAt);
            const deltas: RollupDelta[] = FEEDBACK_VALUES.filter((feedback) => delta(feedback) !== 0).map((feedback) => ({
              hour,
              metric: ROLLUP_METRICS.rated,
              key: feedback,
              count: delta(feedback),
            }));
            // And a 👎 counts against the question it answered (未回答の質問).
            if (delta('down') !== 0) {
              const [question] = await tx
                .select({ key: messages.questionKey })
                .from(messages)
                .where(and(eq(messages.conversationId, old.conversationId), eq(messages.role, 'visitor'), lt(messages.createdAt, old.createdAt)))
                .orderBy(desc(messages.createdAt))
                .limit(1);
              if (question?.key) deltas.push({ hour, metric: ROLLUP_METRICS.questionRatedDown, key: question.key, count: delta('down') });
            }
            const values = rollupValues(deltas);
            if (values) for (const upsert of rollupUpserts(agentId, values)) await tx.execute(upsert);
          }
        }
        return row;
      });
    },

    /**
     * Writes messages of a turn and moves the conversation's history row and the rollups, in one
     * statement (one round trip, one commit), and only into a conversation of this visitor of this
     * agent. Answers how many rows were written (0: the conversation is not theirs, or is gone).
     */
    storeMessages(scope: ConversationScope, stored: readonly MessageToStore[]): Promise<number> {
      return storeMessages(db, scope, stored);
    },
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
