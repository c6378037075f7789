import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/query-rows';
import {
  type ConversationRow,
  conversations,
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
}

/** A message as the turn writes it (feedback starts empty). */
export type MessageToStore = Omit<MessageRow, 'agentId' | 'conversationId' | 'feedback'>;

export interface ConversationScope {
  agentId: string;
  conversationId: string;
  visitorId: string;
}

const json = (value: unknown): string | null => (value === null ? null : JSON.stringify(value));

function rowValues(m: MessageToStore): SQL {
  return sql`(${m.id}::uuid, ${m.role}::text, ${m.text}::text, ${m.emotion}::text, ${m.engine}::text, ${m.rule}::text,
    ${json(m.sources)}::jsonb, ${json(m.quickReplies)}::jsonb, ${json(m.form)}::jsonb, ${json(m.links)}::jsonb, ${json(m.images)}::jsonb,
    ${m.model}::text, ${json(m.timing)}::jsonb, ${m.createdAt.toISOString()}::timestamptz)`;
}

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
     * Sets the feedback of an agent message in one of the visitor's own conversations; undefined
     * when there is no such message for this visitor.
     */
    async setFeedback(agentId: string, visitorId: string, messageId: string, value: FeedbackValue | null): Promise<MessageRow | undefined> {
      const [row] = await db
        .update(messages)
        .set({ feedback: value })
        .where(
          and(
            eq(messages.agentId, agentId),
            eq(messages.id, messageId),
            eq(messages.role, 'agent'),
            sql`exists (select 1 from ${conversations} where ${conversations.id} = ${messages.conversationId} and ${conversations.agentId} = ${agentId} and ${conversations.visitorId} = ${visitorId})`,
          ),
        )
        .returning();
      return row;
    },

    /**
     * Writes messages of a turn and moves the conversation's last_message_at, in one statement (one
     * round trip, one commit), and only into a conversation of this visitor of this agent. Answers how
     * many rows were written (0: the conversation is not theirs, or is gone).
     */
    async storeMessages(scope: ConversationScope, rows: readonly MessageToStore[]): Promise<number> {
      if (rows.length === 0) return 0;
      const latest = rows.reduce((max, row) => (row.createdAt > max ? row.createdAt : max), rows[0]?.createdAt ?? new Date());
      const written = await queryRows<{ id: string }>(
        db,
        sql`with target as (
            select c.id, c.agent_id from conversations c
            where c.agent_id = ${scope.agentId} and c.id::text = ${scope.conversationId} and c.visitor_id::text = ${scope.visitorId}
          ), inserted as (
            insert into messages (id, agent_id, conversation_id, role, text, emotion, engine, rule, sources, quick_replies, form, links, images, model, timing, created_at)
            select v.id, t.agent_id, t.id, v.role, v.text, v.emotion, v.engine, v.rule, v.sources, v.quick_replies, v.form, v.links, v.images, v.model, v.timing, v.created_at
            from target t cross join (values ${sql.join(rows.map(rowValues), sql`, `)})
              as v(id, role, text, emotion, engine, rule, sources, quick_replies, form, links, images, model, timing, created_at)
            returning id
          ), touched as (
            update conversations set last_message_at = greatest(last_message_at, ${latest.toISOString()}::timestamptz)
            where id in (select id from target)
            returning id
          )
          select id::text as id from inserted`,
      );
      return written.length;
    },
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
