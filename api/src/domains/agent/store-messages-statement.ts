import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type PlanNode, preparedStatement, type Slots } from '../../db/prepared-statement';
import { uuidOrNull } from '../../lib/uuid';
import { historyTerms, searchForm } from '../history/search-terms';
import { hourOf, ROLLUP_METRICS, rollupDeltasOfMessages } from '../analytics/rollup-metrics';
import { questionKeyOf } from '../analytics/question-key';
import { rollupUpsertsByAgent, utcHour } from '../analytics/rollup-upsert';
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

/**
 * One turn's write within a batch, as the statement's `turns` document holds it (JSON: each turn
 * travels as one record, so the number of turns never changes the statement's text).
 */
interface TurnDocument {
  turn: number;
  agent_id: string;
  conversation_id: string | null;
  visitor_id: string | null;
  latest: string;
  message_count: number;
  first_question: string;
  unanswered_count: number;
  has_error: boolean;
  search_text: string;
  search_terms: string[];
  /** Whether the turn holds a visitor message (only then can it open the conversation). */
  opening: boolean;
  /** The hours and metrics of fallbacks and もしかして answers whose question an earlier statement stored. */
  outside: { hour: string; metric: string }[];
}

/** What one run of the statement is given: the batch's turns, their messages and their rollup deltas, one JSON document each. */
interface BatchValues {
  turns: string;
  /** The messages, as jsonb_to_recordset reads them (messageDocument), each with its turn's number. */
  rows: string;
  /** The rollup deltas of the messages, (turn, hour, metric, key, count). */
  deltas: string;
}

/**
 * The rollups a batch's turns move (docs/architecture.md §9), as (agent_id, hour, metric, key, count), read from
 * the conversation rows the same statement updates (`touched`), so a preview conversation counts
 * nothing. A conversation (and its page) is counted by the write that takes its message_count
 * from 0: the first message stored, which the runtime always makes the visitor's
 * (persist-turn.ts). A fallback (or もしかして answer) whose question was stored by an earlier
 * statement counts under that question's key, as the snapshot has it.
 */
function rollupSource(slot: Slots<BatchValues>): SQL {
  return sql`select t.agent_id, d.hour, d.metric, d.key, d.count
      from jsonb_to_recordset(${slot.deltas}::jsonb) as d(turn int, hour timestamptz, metric text, key text, count int)
      join touched t on t.turn = d.turn
      where not t.preview
    union all
    select t.agent_id, ${utcHour(sql`t.started_at`)}, m.metric, case when m.metric = ${ROLLUP_METRICS.page}::text then coalesce(t.page_url, '') else '' end, 1
      from touched t join turn u on u.turn = t.turn
      cross join (values (${ROLLUP_METRICS.conversations}::text), (${ROLLUP_METRICS.page}::text)) as m(metric)
      where u.opening and not t.preview and t.message_count = u.message_count
    union all
    select t.agent_id, o.hour, o.metric, q.question_key, 1
      from turn u join touched t on t.turn = u.turn
      cross join jsonb_to_recordset(u.outside) as o(hour timestamptz, metric text)
      cross join lateral (
        select m.question_key from messages m
        where m.conversation_id = t.id and m.role = 'visitor' order by m.created_at desc limit 1
      ) q
      where not t.preview and coalesce(q.question_key, '') <> ''`;
}

/**
 * The write of a batch of turns (store-messages-batch.ts): their messages, their conversations'
 * history rows and the rollups, in one statement (one round trip, one commit), each turn's messages
 * only into a conversation of that turn's visitor and agent. A batch holds a conversation at most
 * once (an UPDATE … FROM moves a row once, however many source rows match it). Each turn's
 * conversation, visitor and account are looked up by key (LATERAL … LIMIT 1; the update by
 * `id = any(…)`): joined as sets to the turns, whose number the planner cannot know, they were
 * hash-joined, reading every conversation of the database (test/agent/store-messages-batch.test.ts).
 * The rollup rows of all its turns are summed before they are written: the hour's and the day's KPI rows, which every
 * turn of an agent moves, are written once per batch, not once per turn (turns waited on each
 * other's locks of those rows until each commit). Built once (preparedStatement): building this
 * text anew for every message was the largest part of the SQL the API made per message.
 * search_terms gets only the turn's terms it lacks (a hashed EXCEPT), appended: sorting old and new
 * together for `distinct` cost the whole array every turn (the row's update on PGlite at 2,000
 * terms: 4.1 → 2.3 ms; at 19,000: 21.9 → 7.5 ms). GIN ignores the order.
 */
const storeBatchStatement = preparedStatement<{ conversation_id: string }, BatchValues>(
  'store_messages',
  (slot) => sql`with turn as (
      select * from jsonb_to_recordset(${slot.turns}::jsonb) as u(turn int, agent_id text, conversation_id uuid, visitor_id uuid, latest timestamptz,
        message_count int, first_question text, unanswered_count int, has_error boolean, search_text text, search_terms text[], opening boolean,
        outside jsonb)
    ), target as (
      select u.*, c.id, va.visitor_account_id, va.login_type from turn u
      cross join lateral (
        select c.id, c.visitor_id from conversations c
        where c.id = u.conversation_id and c.agent_id = u.agent_id and c.visitor_id = u.visitor_id
        limit 1
      ) c
      cross join lateral (
        select v.visitor_account_id, a.login_type from widget_visitors v
        left join lateral (select a.login_type from visitor_accounts a where a.id = v.visitor_account_id limit 1) a on true
        where v.id = c.visitor_id
        limit 1
      ) va
    ), inserted as (
      insert into messages (id, agent_id, conversation_id, role, text, question_key, emotion, engine, rule, sources, quick_replies, candidates, form, links, images, model, timing, created_at)
      select v.id, t.agent_id, t.id, v.role, v.text, v.question_key, v.emotion, v.engine, v.rule, v.sources, v.quick_replies, v.candidates, v.form, v.links, v.images, v.model, v.timing, v.created_at
      from target t join jsonb_to_recordset(${slot.rows}::jsonb)
        as v(turn int, id uuid, role text, text text, question_key text, emotion text, engine text, rule text, sources jsonb, quick_replies jsonb,
          candidates jsonb, form jsonb, links jsonb, images jsonb, model text, timing jsonb, created_at timestamptz) on v.turn = t.turn
      returning conversation_id
    ), touched as (
      update conversations c set
        last_message_at = greatest(c.last_message_at, t.latest),
        message_count = c.message_count + t.message_count,
        first_question = case when c.first_question = '' then t.first_question else c.first_question end,
        unanswered_count = c.unanswered_count + t.unanswered_count,
        has_error = c.has_error or t.has_error,
        search_text = case
          when length(c.search_text) >= ${SEARCH_TEXT_MAX}::int then c.search_text
          when c.search_text = '' then t.search_text
          else c.search_text || E'\\n' || t.search_text end,
        search_terms = case
          when cardinality(c.search_terms) >= ${SEARCH_TERMS_MAX}::int then c.search_terms
          else c.search_terms || array(select term from unnest(t.search_terms) as term except select unnest(c.search_terms)) end,
        visitor_account_id = t.visitor_account_id,
        login_type = t.login_type
      from target t
      where c.id = t.id and c.id = any(array(select id from target))
      returning t.turn, c.agent_id, c.id, c.preview, c.started_at, c.page_url, c.message_count
    ), ${sql.join(
      rollupUpsertsByAgent(rollupSource(slot)).map((upsert, i) => sql`${sql.raw(`rolled_${i}`)} as (${upsert} returning 1)`),
      sql`, `,
    )}
    select conversation_id::text as conversation_id from inserted`,
);

/** The messages as the statement's jsonb_to_recordset reads them: its column names, JSON's null for SQL's. */
function messageDocument(turns: readonly (readonly KeyedMessage[])[]): string {
  return JSON.stringify(
    turns.flatMap((rows, turn) => rows.map((m) => ({
      turn,
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
    }))),
  );
}

/** The turn's conversation id as the database spells it (lower case), or null when it is no UUID (nothing is written). */
export function conversationKey(scope: ConversationScope): string | null {
  return uuidOrNull(scope.conversationId)?.toLowerCase() ?? null;
}

/** One turn's messages, to be written into its conversation (storeMessageBatch). */
export interface TurnToStore {
  scope: ConversationScope;
  messages: readonly MessageToStore[];
}

/** The statement's values for a batch (its three JSON documents). */
function batchValues(batch: readonly TurnToStore[]): BatchValues {
  const ids = batch.map((turn) => conversationKey(turn.scope)).filter((id) => id !== null);
  if (new Set(ids).size !== ids.length) throw new Error('a batch of turns holds a conversation at most once');
  const keyed: KeyedMessage[][] = batch.map((turn) => turn.messages.map((row) => ({ ...row, questionKey: row.role === 'visitor' ? questionKeyOf(row.text) : null })));
  const turns: TurnDocument[] = [];
  const deltas: { turn: number; hour: string; metric: string; key: string; count: number }[] = [];
  keyed.forEach((rows, turn) => {
    const { scope } = batch[turn] as TurnToStore;
    // What the turn adds to its conversation's history row (docs/architecture.md §9: kept with the turn's write).
    const searchText = rows.map((row) => searchForm(row.text)).join('\n');
    const latest = rows.reduce((max, row) => (row.createdAt > max ? row.createdAt : max), rows[0]?.createdAt ?? new Date());
    const rolled = rollupDeltasOfMessages(rows);
    for (const d of rolled.deltas) deltas.push({ turn, hour: d.hour.toISOString(), metric: d.metric, key: d.key, count: d.count });
    turns.push({
      turn,
      agent_id: scope.agentId,
      conversation_id: uuidOrNull(scope.conversationId),
      visitor_id: uuidOrNull(scope.visitorId),
      latest: latest.toISOString(),
      message_count: rows.length,
      first_question: rows.find((row) => row.role === 'visitor')?.text ?? '',
      unanswered_count: rows.filter((row) => row.engine === 'fallback').length,
      has_error: rows.some((row) => row.engine === 'llm_error'),
      search_text: searchText,
      search_terms: historyTerms(searchText),
      opening: rows.some((row) => row.role === 'visitor'),
      outside: rolled.outside.map((o) => ({ hour: hourOf(o.at).toISOString(), metric: o.metric })),
    });
  });
  return { turns: JSON.stringify(turns), rows: messageDocument(keyed), deltas: JSON.stringify(deltas) };
}

/**
 * Runs the statement for a batch under EXPLAIN ANALYZE (it writes, as it would): for tests that
 * check how much of a table one batch reads.
 */
export function planMessageBatch(db: Pick<Database, 'execute'>, batch: readonly TurnToStore[]): Promise<PlanNode> {
  return storeBatchStatement.plan(db, batchValues(batch));
}

/**
 * Writes the messages of several turns (each of a different conversation), moving their
 * conversations' history rows and the rollups, in one statement; each turn's messages only into a
 * conversation of that turn's visitor of its agent. Answers, per turn, how many of its messages were
 * written (0: the conversation is not theirs, or is gone). The batching is store-messages-batch.ts's.
 */
export async function storeMessageBatch(db: Pick<Database, 'execute'>, batch: readonly TurnToStore[]): Promise<number[]> {
  const written = await storeBatchStatement.rows(db, batchValues(batch));
  const counts = new Map<string, number>();
  for (const { conversation_id: id } of written) counts.set(id, (counts.get(id) ?? 0) + 1);
  return batch.map((turn) => {
    const id = conversationKey(turn.scope);
    return id === null ? 0 : (counts.get(id) ?? 0);
  });
}
