import { and, asc, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { queryRowsPrepared } from '../../db/query-rows';
import { uuidOrNull } from '../../lib/uuid';
import { historyTerms, searchForm } from '../history/search-terms';
import { textArray } from '../../db/pg-array';
import { hourOf, ROLLUP_METRICS, type RollupDelta, rollupDeltasOfMessages } from '../analytics/rollup-metrics';
import { questionKeyOf } from '../analytics/question-key';
import { rollupUpserts, rollupValues, utcHour } from '../analytics/rollup-upsert';
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

/** A message as the turn writes it (feedback starts empty). */
/** A message as the runtime hands it over; its question key is derived here (storeMessages). */
export type MessageToStore = Omit<MessageRow, 'agentId' | 'conversationId' | 'feedback' | 'questionKey'>;

export interface ConversationScope {
  agentId: string;
  conversationId: string;
  visitorId: string;
}

const json = (value: unknown): string | null => (value === null ? null : JSON.stringify(value));

/** Past this many characters a conversation's search text stops growing (its later messages are not searchable). */
const SEARCH_TEXT_MAX = 100_000;
/** And past this many terms its index entry stops growing. */
const SEARCH_TERMS_MAX = 20_000;

/** What a turn adds to its conversation's history row (DESIGN §9: kept with the turn's write). */
function historySummaryOf(rows: readonly MessageToStore[]) {
  const searchText = rows.map((row) => searchForm(row.text)).join('\n');
  return {
    messageCount: rows.length,
    firstQuestion: rows.find((row) => row.role === 'visitor')?.text ?? '',
    unansweredCount: rows.filter((row) => row.engine === 'fallback').length,
    hasError: rows.some((row) => row.engine === 'llm_error'),
    searchText,
    searchTerms: textArray(historyTerms(searchText)),
  };
}

/**
 * The rollups a turn's messages move (DESIGN §9), read from the conversation row the same statement
 * updates (`touched`), so a preview conversation counts nothing. The conversation itself (and its
 * page) is counted by the write that takes its message_count from 0: the first message stored, which
 * the runtime always makes the visitor's (persist-turn.ts).
 */
function rollupSource(rows: readonly KeyedMessage[], batchSize: number): SQL {
  const { deltas, unansweredOutside } = rollupDeltasOfMessages(rows);
  const values = rollupValues(deltas);
  const opening = rows.some((row) => row.role === 'visitor')
    ? sql`select ${utcHour(sql`t.started_at`)}, m.metric, case when m.metric = ${ROLLUP_METRICS.page} then coalesce(t.page_url, '') else '' end, 1
        from touched t cross join (values (${ROLLUP_METRICS.conversations}::text), (${ROLLUP_METRICS.page}::text)) as m(metric)
        where not t.preview and t.message_count = ${batchSize}::int`
    : null;
  const messageRows = values ? sql`select v.* from (${values}) as v where exists (select 1 from touched t where not t.preview)` : null;
  // A fallback whose question was stored by an earlier statement: that question's key, as the snapshot has it.
  const outside = unansweredOutside.map(
    (at) => sql`select ${hourOf(at).toISOString()}::timestamptz, ${ROLLUP_METRICS.questionUnanswered}::text, q.question_key, 1
      from touched t cross join lateral (
        select m.question_key from messages m
        where m.conversation_id = t.id and m.role = 'visitor' order by m.created_at desc limit 1
      ) q
      where not t.preview and coalesce(q.question_key, '') <> ''`,
  );
  const parts = [messageRows, opening, ...outside].filter((part): part is SQL => part !== null);
  return parts.length === 0 ? sql`select null::timestamptz, null::text, null::text, 0 where false` : sql.join(parts, sql` union all `);
}

/** A message with its question key, as storeMessages writes it. */
type KeyedMessage = MessageToStore & { questionKey: string | null };

function rowValues(m: KeyedMessage): SQL {
  return sql`(${m.id}::uuid, ${m.role}::text, ${m.text}::text, ${m.questionKey}::text, ${m.emotion}::text, ${m.engine}::text, ${m.rule}::text,
    ${json(m.sources)}::jsonb, ${json(m.quickReplies)}::jsonb, ${json(m.candidates)}::jsonb, ${json(m.form)}::jsonb, ${json(m.links)}::jsonb, ${json(m.images)}::jsonb,
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
     * Writes messages of a turn and moves the conversation's last_message_at, in one statement (one
     * round trip, one commit), and only into a conversation of this visitor of this agent. Answers how
     * many rows were written (0: the conversation is not theirs, or is gone).
     */
    async storeMessages(scope: ConversationScope, stored: readonly MessageToStore[]): Promise<number> {
      if (stored.length === 0) return 0;
      const rows: KeyedMessage[] = stored.map((row) => ({ ...row, questionKey: row.role === 'visitor' ? questionKeyOf(row.text) : null }));
      const summary = historySummaryOf(rows);
      const latest = rows.reduce((max, row) => (row.createdAt > max ? row.createdAt : max), rows[0]?.createdAt ?? new Date());
      const written = await queryRowsPrepared<{ id: string }>(
        db,
        'store_messages',
        sql`with target as (
            select c.id, c.agent_id from conversations c
            where c.agent_id = ${scope.agentId} and c.id = ${uuidOrNull(scope.conversationId)}::uuid and c.visitor_id = ${uuidOrNull(scope.visitorId)}::uuid
          ), inserted as (
            insert into messages (id, agent_id, conversation_id, role, text, question_key, emotion, engine, rule, sources, quick_replies, candidates, form, links, images, model, timing, created_at)
            select v.id, t.agent_id, t.id, v.role, v.text, v.question_key, v.emotion, v.engine, v.rule, v.sources, v.quick_replies, v.candidates, v.form, v.links, v.images, v.model, v.timing, v.created_at
            from target t cross join (values ${sql.join(rows.map(rowValues), sql`, `)})
              as v(id, role, text, question_key, emotion, engine, rule, sources, quick_replies, candidates, form, links, images, model, timing, created_at)
            returning id
          ), touched as (
            update conversations c set
              last_message_at = greatest(c.last_message_at, ${latest.toISOString()}::timestamptz),
              message_count = c.message_count + ${summary.messageCount}::int,
              first_question = case when c.first_question = '' then ${summary.firstQuestion}::text else c.first_question end,
              unanswered_count = c.unanswered_count + ${summary.unansweredCount}::int,
              has_error = c.has_error or ${summary.hasError}::boolean,
              search_text = case
                when length(c.search_text) >= ${SEARCH_TEXT_MAX}::int then c.search_text
                when c.search_text = '' then ${summary.searchText}::text
                else c.search_text || E'\n' || ${summary.searchText}::text end,
              search_terms = case
                when cardinality(c.search_terms) >= ${SEARCH_TERMS_MAX}::int then c.search_terms
                else array(select distinct term from unnest(c.search_terms || ${summary.searchTerms}::text[]) as term) end,
              visitor_account_id = v.visitor_account_id,
              login_type = a.login_type
            from widget_visitors v left join visitor_accounts a on a.id = v.visitor_account_id
            where c.id in (select id from target) and v.id = c.visitor_id
            returning c.id, c.preview, c.started_at, c.page_url, c.message_count
          ), ${sql.join(
            rollupUpserts(scope.agentId, rollupSource(rows, summary.messageCount)).map((upsert, i) => sql`${sql.raw(`rolled_${i}`)} as (${upsert} returning 1)`),
            sql`, `,
          )}
          select id::text as id from inserted`,
      );
      return written.length;
    },
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
