import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { textArray } from '../../db/pg-array';
import { preparedStatement, type Slots } from '../../db/prepared-statement';
import { uuidOrNull } from '../../lib/uuid';
import { historyTerms, searchForm } from '../history/search-terms';
import { hourOf, ROLLUP_METRICS, rollupDeltasOfMessages } from '../analytics/rollup-metrics';
import { questionKeyOf } from '../analytics/question-key';
import { rollupUpserts, utcHour } from '../analytics/rollup-upsert';
import type { MessageRow } from '../../db/schema';

/** A message as the runtime hands it over; its question key is derived here (storeMessages). */
export type MessageToStore = Omit<MessageRow, 'agentId' | 'conversationId' | 'feedback' | 'questionKey'>;

export interface ConversationScope {
  agentId: string;
  conversationId: string;
  visitorId: string;
}

/** Past this many characters a conversation's search text stops growing (its later messages are not searchable). */
const SEARCH_TEXT_MAX = 100_000;
/** And past this many terms its index entry stops growing. */
const SEARCH_TERMS_MAX = 20_000;

/** A message with its question key, as storeMessages writes it. */
type KeyedMessage = MessageToStore & { questionKey: string | null };

/** What one run of the statement is given. Rows and deltas travel as one JSON document each, so their number never changes the text. */
interface StoreValues {
  agentId: string;
  conversationId: string | null;
  visitorId: string | null;
  /** The messages, as jsonb_to_recordset reads them (messageDocument). */
  rows: string;
  latest: string;
  messageCount: number;
  firstQuestion: string;
  unansweredCount: number;
  hasError: boolean;
  searchText: string;
  searchTerms: string;
  /** The rollup deltas of the messages, (hour, metric, key, count) as JSON. */
  deltas: string;
  /** Whether the batch holds a visitor message (only then can it open the conversation). */
  opening: boolean;
  /** The hours of fallbacks whose question an earlier statement stored. */
  unansweredOutside: string;
}

/**
 * The rollups a turn's messages move (DESIGN §9), read from the conversation row the same statement
 * updates (`touched`), so a preview conversation counts nothing. The conversation itself (and its
 * page) is counted by the write that takes its message_count from 0: the first message stored, which
 * the runtime always makes the visitor's (persist-turn.ts). A fallback whose question was stored by
 * an earlier statement counts under that question's key, as the snapshot has it.
 */
function rollupSource(slot: Slots<StoreValues>): SQL {
  return sql`select d.hour, d.metric, d.key, d.count
      from jsonb_to_recordset(${slot.deltas}::jsonb) as d(hour timestamptz, metric text, key text, count int)
      where exists (select 1 from touched t where not t.preview)
    union all
    select ${utcHour(sql`t.started_at`)}, m.metric, case when m.metric = ${ROLLUP_METRICS.page}::text then coalesce(t.page_url, '') else '' end, 1
      from touched t cross join (values (${ROLLUP_METRICS.conversations}::text), (${ROLLUP_METRICS.page}::text)) as m(metric)
      where ${slot.opening}::boolean and not t.preview and t.message_count = ${slot.messageCount}::int
    union all
    select o.hour, ${ROLLUP_METRICS.questionUnanswered}::text, q.question_key, 1
      from unnest(${slot.unansweredOutside}::timestamptz[]) as o(hour)
      cross join touched t
      cross join lateral (
        select m.question_key from messages m
        where m.conversation_id = t.id and m.role = 'visitor' order by m.created_at desc limit 1
      ) q
      where not t.preview and coalesce(q.question_key, '') <> ''`;
}

/**
 * The turn's write: its messages, the conversation's history row and the rollups, in one statement
 * (one round trip, one commit), only into a conversation of this visitor of this agent. Built once
 * (preparedStatement): building this text anew for every message was the largest part of the SQL
 * the API made per message. search_terms gets only the turn's terms it lacks (a hashed EXCEPT),
 * appended: sorting old and new together for `distinct` cost the whole array every turn (the row's
 * update on PGlite at 2,000 terms: 4.1 → 2.3 ms; at 19,000: 21.9 → 7.5 ms). GIN ignores the order.
 */
const storeMessagesStatement = preparedStatement<{ id: string }, StoreValues>(
  'store_messages',
  (slot) => sql`with target as (
      select c.id, c.agent_id from conversations c
      where c.agent_id = ${slot.agentId}::text and c.id = ${slot.conversationId}::uuid and c.visitor_id = ${slot.visitorId}::uuid
    ), inserted as (
      insert into messages (id, agent_id, conversation_id, role, text, question_key, emotion, engine, rule, sources, quick_replies, candidates, form, links, images, model, timing, created_at)
      select v.id, t.agent_id, t.id, v.role, v.text, v.question_key, v.emotion, v.engine, v.rule, v.sources, v.quick_replies, v.candidates, v.form, v.links, v.images, v.model, v.timing, v.created_at
      from target t cross join jsonb_to_recordset(${slot.rows}::jsonb)
        as v(id uuid, role text, text text, question_key text, emotion text, engine text, rule text, sources jsonb, quick_replies jsonb,
          candidates jsonb, form jsonb, links jsonb, images jsonb, model text, timing jsonb, created_at timestamptz)
      returning id
    ), touched as (
      update conversations c set
        last_message_at = greatest(c.last_message_at, ${slot.latest}::timestamptz),
        message_count = c.message_count + ${slot.messageCount}::int,
        first_question = case when c.first_question = '' then ${slot.firstQuestion}::text else c.first_question end,
        unanswered_count = c.unanswered_count + ${slot.unansweredCount}::int,
        has_error = c.has_error or ${slot.hasError}::boolean,
        search_text = case
          when length(c.search_text) >= ${SEARCH_TEXT_MAX}::int then c.search_text
          when c.search_text = '' then ${slot.searchText}::text
          else c.search_text || E'\\n' || ${slot.searchText}::text end,
        search_terms = case
          when cardinality(c.search_terms) >= ${SEARCH_TERMS_MAX}::int then c.search_terms
          else c.search_terms || array(select term from unnest(${slot.searchTerms}::text[]) as term except select unnest(c.search_terms)) end,
        visitor_account_id = v.visitor_account_id,
        login_type = a.login_type
      from widget_visitors v left join visitor_accounts a on a.id = v.visitor_account_id
      where c.id in (select id from target) and v.id = c.visitor_id
      returning c.id, c.preview, c.started_at, c.page_url, c.message_count
    ), ${sql.join(
      rollupUpserts(slot.agentId, rollupSource(slot)).map((upsert, i) => sql`${sql.raw(`rolled_${i}`)} as (${upsert} returning 1)`),
      sql`, `,
    )}
    select id::text as id from inserted`,
);

/** The messages as the statement's jsonb_to_recordset reads them: its column names, JSON's null for SQL's. */
function messageDocument(rows: readonly KeyedMessage[]): string {
  return JSON.stringify(
    rows.map((m) => ({
      id: m.id,
      role: m.role,
      text: m.text,
      question_key: m.questionKey,
      emotion: m.emotion,
      engine: m.engine,
      rule: m.rule,
      sources: m.sources,
      quick_replies: m.quickReplies,
      candidates: m.candidates,
      form: m.form,
      links: m.links,
      images: m.images,
      model: m.model,
      timing: m.timing,
      created_at: m.createdAt.toISOString(),
    })),
  );
}

/**
 * Writes messages of a turn and moves the conversation's history row and the rollups, in one
 * statement, only into a conversation of this visitor of this agent. Answers how many rows were
 * written (0: the conversation is not theirs, or is gone).
 */
export async function storeMessages(db: Pick<Database, 'execute'>, scope: ConversationScope, stored: readonly MessageToStore[]): Promise<number> {
  if (stored.length === 0) return 0;
  const rows: KeyedMessage[] = stored.map((row) => ({ ...row, questionKey: row.role === 'visitor' ? questionKeyOf(row.text) : null }));
  // What the turn adds to its conversation's history row (DESIGN §9: kept with the turn's write).
  const searchText = rows.map((row) => searchForm(row.text)).join('\n');
  const latest = rows.reduce((max, row) => (row.createdAt > max ? row.createdAt : max), rows[0]?.createdAt ?? new Date());
  const { deltas, unansweredOutside } = rollupDeltasOfMessages(rows);
  const written = await storeMessagesStatement.rows(db, {
    agentId: scope.agentId,
    conversationId: uuidOrNull(scope.conversationId),
    visitorId: uuidOrNull(scope.visitorId),
    rows: messageDocument(rows),
    latest: latest.toISOString(),
    messageCount: rows.length,
    firstQuestion: rows.find((row) => row.role === 'visitor')?.text ?? '',
    unansweredCount: rows.filter((row) => row.engine === 'fallback').length,
    hasError: rows.some((row) => row.engine === 'llm_error'),
    searchText,
    searchTerms: textArray(historyTerms(searchText)),
    deltas: JSON.stringify(deltas.map((d) => ({ hour: d.hour.toISOString(), metric: d.metric, key: d.key, count: d.count }))),
    opening: rows.some((row) => row.role === 'visitor'),
    unansweredOutside: textArray(unansweredOutside.map((at) => hourOf(at).toISOString())),
  });
  return written.length;
}
