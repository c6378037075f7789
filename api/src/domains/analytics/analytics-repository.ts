import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { textArray } from '../../db/pg-array';
import { queryRows } from '../../db/query-rows';
import { KEYED_METRICS, LATENCY_BUCKETS_MS, LATENCY_OVERFLOW_KEY, ROLLUP_METRICS as M, ROLLUP_TABLES, type RollupMetric } from './rollup-metrics';
import { metricsOf, rollupUpserts, utcHour } from './rollup-upsert';
import { hourlyRows, keyedRows, withSpans } from './rollup-spans';
import { offerAnswered } from './answered-offer';
import { createVisitorCountRepository } from './visitor-count-repository';
import { createQuestionGroupsRepository } from './question-groups-repository';
import { createCandidatePressRepository } from './candidate-press-repository';

type Executor = Pick<Database, 'execute'>;

/** Which raw rows a recomputation reads: one agent or all, optionally only some conversations (and their form answers). */
export interface RawRollupScope {
  agentId: string | null;
  conversationIds?: readonly string[];
}

export type RollupRow = {
  agent_id: string;
  hour: string;
  metric: string;
  key: string;
  count: number;
};

/** A sum of a metric's key over a span of hours. */
export type RollupTotal = {
  metric: RollupMetric;
  key: string;
  count: number;
};

export type HourlyTotal = RollupTotal & { hour: Date };

/** One hour of the trend (answers: the fallback's only). */
export interface TrendHour {
  hour: Date;
  conversations: number;
  questions: number;
  unanswered: number;
}

export type UnkeyedQuestion = { id: string; text: string };

export type SetupFacts = {
  knowledge: boolean;
  avatar: boolean;
  chat_tried: boolean;
  widget_seen: boolean;
  engine: string | null;
};

export interface CitationRows {
  mostCited: { item_id: string; title: string; count: number }[];
  neverCited: { item_id: string; title: string }[];
  neverCitedTotal: number;
}

const latencyKey = (totalMs: SQL) =>
  sql.join(
    [
      sql`case`,
      ...LATENCY_BUCKETS_MS.map((bound) => sql`when ${totalMs} <= ${sql.raw(String(bound))} then ${sql.raw(`'${bound}'`)}`),
      sql`else ${sql.raw(`'${LATENCY_OVERFLOW_KEY}'`)} end`,
    ],
    sql` `,
  );

/**
 * Every rollup of rollup-metrics.ts computed from the raw rows, (agent_id, hour, metric, key, count),
 * each row once: the definition the turn's upserts must agree with.
 */
function rawRollups(scope: RawRollupScope): SQL {
  const agent = (column: SQL) => (scope.agentId === null ? sql`true` : sql`${column} = ${scope.agentId}`);
  const ids = scope.conversationIds;
  const inConversations = (column: SQL) => (ids === undefined ? sql`true` : sql`${column} = any(${textArray(ids)}::uuid[])`);
  return sql`with conv as (
      select c.id, c.agent_id, c.started_at, c.page_url from conversations c
      where not c.preview and ${agent(sql`c.agent_id`)} and ${inConversations(sql`c.id`)}
    ), msg as (
      select m.agent_id, m.conversation_id, m.created_at, m.role, m.engine, m.emotion, m.form, m.timing, m.feedback, m.question_key, m.sources, m.candidates,
        ${utcHour(sql`m.created_at`)} as hour
      from conv join messages m on m.conversation_id = conv.id
    ), answered as (
      -- Fallback, もしかして and 👎 answers with the key of the visitor message they answered (the latest
      -- before them); a もしかして answer is pressed when the visitor's next message is one of its candidates' questions.
      select msg.agent_id, msg.hour, msg.engine, msg.feedback, q.question_key,
        (msg.engine = 'knowledge_candidates' and exists (
          select 1 from (
            select v.text from messages v
            where v.conversation_id = msg.conversation_id and v.role = 'visitor' and v.created_at > msg.created_at
            order by v.created_at limit 1
          ) next_visitor
          where exists (select 1 from jsonb_array_elements(msg.candidates) c where c ->> 'question' = next_visitor.text)
        )) as pressed
      from msg cross join lateral (
        select v.question_key from messages v
        where v.conversation_id = msg.conversation_id and v.role = 'visitor' and v.created_at < msg.created_at
        order by v.created_at desc limit 1
      ) q
      where msg.role = 'agent' and (msg.engine in ('fallback', 'knowledge_candidates') or msg.feedback = 'down') and coalesce(q.question_key, '') <> ''
    ), opened as (
      select conv.agent_id, ${utcHour(sql`conv.started_at`)} as hour, coalesce(conv.page_url, '') as page_url from conv
      where exists (select 1 from messages m where m.conversation_id = conv.id and m.role = 'visitor')
    ), raw(agent_id, hour, metric, key) as (
      select agent_id, hour, ${M.conversations}::text, ''::text from opened
      union all select agent_id, hour, ${M.page}::text, page_url from opened
      union all select agent_id, hour, ${M.questions}::text, '' from msg where role = 'visitor'
      union all select agent_id, hour, ${M.answers}::text, engine from msg where role = 'agent' and engine is not null
      union all select agent_id, hour, ${M.rated}::text, feedback from msg where role = 'agent' and feedback is not null
      union all select agent_id, hour, ${M.formsOffered}::text, '' from msg where role = 'agent' and form is not null
      union all select agent_id, hour, ${M.latency}::text, ${latencyKey(sql`(timing ->> 'total_ms')::numeric`)}
        from msg where role = 'agent' and timing is not null and timing ->> 'total_ms' is not null
      union all select agent_id, hour, ${M.emotion}::text, emotion from msg where role = 'agent' and emotion is not null
      union all select agent_id, hour, ${M.question}::text, question_key from msg where role = 'visitor' and coalesce(question_key, '') <> ''
      union all select agent_id, hour, ${M.questionUnanswered}::text, question_key from answered where engine = 'fallback'
      union all select agent_id, hour, ${M.questionRatedDown}::text, question_key from answered where feedback = 'down'
      union all select agent_id, hour, ${M.questionUnsure}::text, question_key from answered where engine = 'knowledge_candidates'
      union all select agent_id, hour, ${M.questionUnsurePressed}::text, question_key from answered where pressed
      union all select msg.agent_id, msg.hour, ${M.cited}::text, s.item_id from msg cross join lateral (
          select distinct e ->> 'item_id' as item_id from jsonb_array_elements(msg.sources) e where e ->> 'used' = 'true' and coalesce(e ->> 'item_id', '') <> ''
        ) s where msg.role = 'agent'
      -- Offers answered (answered-offer.ts), once each, at the offer's hour.
      union all select agent_id, hour, ${M.formsAnswered}::text, '' from msg o where role = 'agent' and form is not null and ${offerAnswered('o')}
    )
    select agent_id, hour, metric, key, count(*)::int as count from raw group by agent_id, hour, metric, key`;
}

/**
 * analytics_hourly: the reads of 分析, the backfill and the consistency check. Every read names the
 * agent. The writes of a turn are not here: they ride in the statement (or transaction) of the
 * turn's own write (conversations-repository, forms-repository), through rollupUpsert.
 */
export function createAnalyticsRepository(db: Database) {
  return {
    // 利用者数: exact counts and the sketches of busy periods.
    ...createVisitorCountRepository(db),
    // 分析's question tables: よくある質問, 未回答の質問, 対応済み.
    ...createQuestionGroupsRepository(db),
    ...createCandidatePressRepository(db),
    /** Rewrites the rollups of one agent (or every agent) from the raw rows, in one transaction. */
    async recompute(agentId: string | null): Promise<number> {
      return db.transaction(async (tx) => {
        const agent = agentId === null ? sql`true` : sql`agent_id = ${agentId}`;
        for (const table of ROLLUP_TABLES) await tx.execute(sql`delete from ${sql.raw(table)} where ${agent}`);
        // 利用者数's day sketches are made again from the raw rows on their next read.
        await tx.execute(sql`delete from analytics_visitor_days where ${agent}`);
        const [row] = await queryRows<{ n: number }>(
          tx,
          sql`with r as (${withSpans(rawRollups({ agentId }), { agent: true })}), ${sql.join(
            ROLLUP_TABLES.map(
              (table, i) => sql`${sql.raw(`written_${i}`)} as (
                insert into ${sql.raw(table)} (agent_id, hour, metric, key, count)
                select agent_id, hour, metric, key, count from r where ${metricsOf(table, sql`r.metric`)}
                returning 1
              )`,
            ),
            sql`, `,
          )}
            select ((select count(*) from written_0) + (select count(*) from written_1))::int as n`,
        );
        return row?.n ?? 0;
      });
    },

    /** The first and last instant of the agent's visitor messages from before question keys were kept (null: none). */
    async unkeyedSpan(agentId: string): Promise<{ first: Date; last: Date } | null> {
      const [row] = await queryRows<{ first: string | null; last: string | null }>(
        db,
        sql`select to_char(min(created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as first,
            to_char(max(created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last
          from messages where agent_id = ${agentId} and role = 'visitor' and question_key is null`,
      );
      // Milliseconds, cut from microseconds: the last one is a millisecond later, so its window holds it.
      return row?.first && row.last ? { first: new Date(row.first), last: new Date(Date.parse(row.last) + 1) } : null;
    },

    /**
     * The agent's visitor messages without a question key written in [from, before): one window of the
     * backfill's walk, read by the agent's (agent_id, created_at) index whatever the planner guesses
     * about the rows still unkeyed.
     */
    unkeyedQuestions(agentId: string, from: Date, before: Date): Promise<UnkeyedQuestion[]> {
      return queryRows<UnkeyedQuestion>(
        db,
        sql`select m.id::text as id, m.text from messages m
          where m.agent_id = ${agentId} and m.created_at >= ${from.toISOString()}::timestamptz and m.created_at < ${before.toISOString()}::timestamptz
            and m.role = 'visitor' and m.question_key is null`,
      );
    },

    /** Writes the keys of unkeyedQuestions' messages, '' for none (two array parameters, whatever the batch). */
    async keyQuestions(agentId: string, keys: readonly { id: string; key: string }[]): Promise<void> {
      if (keys.length === 0) return;
      await db.execute(
        sql`update messages m set question_key = v.key
          from unnest(${textArray(keys.map((k) => k.id))}::uuid[], ${textArray(keys.map((k) => k.key))}::text[]) as v(id, key)
          where m.agent_id = ${agentId} and m.id = v.id`,
      );
    },

    /** The agents that have conversations or form answers: what a backfill of all walks. */
    async agentIds(): Promise<string[]> {
      const rows = await queryRows<{ agent_id: string }>(
        db,
        sql`select agent_id from conversations union select agent_id from form_answers order by 1`,
      );
      return rows.map((row) => row.agent_id);
    },

    /** The rollups the raw rows make now, ordered: the check's right answer. */
    computed(agentId: string): Promise<RollupRow[]> {
      return queryRows<RollupRow>(
        db,
        sql`select agent_id, to_char(hour at time zone 'UTC', 'YYYY-MM-DD"T"HH24":00Z"') as hour, metric, key, count
          from (${withSpans(rawRollups({ agentId }), { agent: true })}) r order by 2, 3, 4`,
      );
    },

    /** The rollups stored, ordered, rows of 0 left out (a removed vote leaves its row at 0). */
    stored(agentId: string): Promise<RollupRow[]> {
      return queryRows<RollupRow>(
        db,
        sql`select agent_id, to_char(hour at time zone 'UTC', 'YYYY-MM-DD"T"HH24":00Z"') as hour, metric, key, count
          from (select * from analytics_hourly union all select * from analytics_keyed_hourly) h
          where agent_id = ${agentId} and count <> 0 order by 2, 3, 4`,
      );
    },

    /**
     * Takes some conversations' part out of the rollups (sign -1) or puts it back (+1), as their raw
     * rows say now: for a rewrite of their times (the sample history dates its rows after the runtime
     * wrote them), inside the caller's transaction.
     */
    async shift(executor: Executor, agentId: string, conversationIds: readonly string[], sign: 1 | -1): Promise<void> {
      if (conversationIds.length === 0) return;
      const source = sql`select hour, metric, key, count * ${sign}::int from (${rawRollups({ agentId, conversationIds })}) r`;
      for (const upsert of rollupUpserts(agentId, source)) await executor.execute(upsert);
      // 利用者数's day sketches were made from the old rows: made again on the next read.
      await executor.execute(sql`delete from analytics_visitor_days where agent_id = ${agentId}`);
    },

    /**
     * These metrics' keys summed over [from, before), for the period and the previous one at once.
     * (Named metrics only: the question and citation metrics have a key per question or item.)
     */
    async totals(
      agentId: string,
      metrics: readonly RollupMetric[],
      from: Date,
      before: Date,
      previousFrom: Date,
    ): Promise<{ current: RollupTotal[]; previous: RollupTotal[] }> {
      const rows = await queryRows<RollupTotal & { current: boolean }>(
        db,
        sql`select true as current, metric, key, sum(count)::int as count from (${hourlyRows(agentId, metrics, from, before)}) r group by 2, 3
          union all
          select false, metric, key, sum(count)::int from (${hourlyRows(agentId, metrics, previousFrom, from)}) r group by 2, 3`,
      );
      const strip = ({ current: _current, ...rest }: RollupTotal & { current: boolean }) => rest;
      return { current: rows.filter((row) => row.current).map(strip), previous: rows.filter((row) => !row.current).map(strip) };
    },

    /** These metrics hour by hour over [from, before) (hours with none are absent). */
    async hourly(agentId: string, from: Date, before: Date, metrics: readonly RollupMetric[]): Promise<HourlyTotal[]> {
      const rows = await queryRows<{ hour: string; metric: RollupMetric; key: string; count: number }>(
        db,
        sql`select to_char(hour at time zone 'UTC', 'YYYY-MM-DD"T"HH24":00:00Z"') as hour, metric, key, sum(count)::int as count
          from analytics_hourly
          where agent_id = ${agentId} and hour >= ${from.toISOString()}::timestamptz and hour < ${before.toISOString()}::timestamptz
            and metric = any(${textArray(metrics)}::text[])
          group by 1, 2, 3`,
      );
      return rows.map((row) => ({ ...row, hour: new Date(row.hour) }));
    },

    /** The trend's three counts hour by hour over [from, before) (hours with none are absent): one row an hour. */
    async trendHours(agentId: string, from: Date, before: Date): Promise<TrendHour[]> {
      const rows = await queryRows<{ hour: string; conversations: number; questions: number; unanswered: number }>(
        db,
        sql`select to_char(hour at time zone 'UTC', 'YYYY-MM-DD"T"HH24":00:00Z"') as hour,
            (coalesce(sum(count) filter (where metric = ${M.conversations}), 0))::int as conversations,
            (coalesce(sum(count) filter (where metric = ${M.questions}), 0))::int as questions,
            (coalesce(sum(count) filter (where metric = ${M.answers}), 0))::int as unanswered
          from analytics_hourly
          where agent_id = ${agentId} and hour >= ${from.toISOString()}::timestamptz and hour < ${before.toISOString()}::timestamptz
            and (metric in (${M.conversations}, ${M.questions}) or (metric = ${M.answers} and key = 'fallback'))
          group by 1`,
      );
      return rows.map((row) => ({ ...row, hour: new Date(row.hour) }));
    },

    /** A metric's keys over [from, before), most first (ties by key), at most `limit`. */
    top(agentId: string, metric: RollupMetric, from: Date, before: Date, limit: number): Promise<{ key: string; count: number }[]> {
      const rows = KEYED_METRICS.includes(metric)
        ? keyedRows(agentId, [metric], from, before)
        : sql`select key, count from analytics_hourly
            where agent_id = ${agentId} and metric = ${metric} and hour >= ${from.toISOString()}::timestamptz and hour < ${before.toISOString()}::timestamptz`;
      return queryRows<{ key: string; count: number }>(
        db,
        sql`select key, sum(count)::int as count from (${rows}) r
          group by key having sum(count) > 0 order by 2 desc, 1 limit ${limit}`,
      );
    },

    /**
     * Knowledge items by the answers that stood on them over [from, before): the most cited (items
     * still there, most first, at most `limit`) and the ready items never cited (oldest first, at most
     * `limit`, with their number).
     */
    async citations(agentId: string, from: Date, before: Date, limit: number): Promise<CitationRows> {
      const cited = sql`select key, sum(count)::int as count from (${keyedRows(agentId, [M.cited], from, before)}) r
        group by key having sum(count) > 0`;
      const [most, never] = await Promise.all([
        queryRows<{ item_id: string; title: string; count: number }>(
          db,
          sql`select k.id::text as item_id, k.title, c.count from (${cited}) c
            join knowledge_items k on k.agent_id = ${agentId} and k.id::text = c.key
            order by c.count desc, k.title, k.id limit ${limit}`,
        ),
        queryRows<{ item_id: string; title: string; total: number }>(
          db,
          sql`select k.id::text as item_id, k.title, (count(*) over ())::int as total from knowledge_items k
            where k.agent_id = ${agentId} and k.status = 'ready' and k.id::text not in (select key from (${cited}) c)
            order by k.created_at, k.id limit ${limit}`,
        ),
      ]);
      return {
        mostCited: most,
        neverCited: never.map(({ item_id, title }) => ({ item_id, title })),
        neverCitedTotal: never[0]?.total ?? 0,
      };
    },

    /**
     * What the dashboard's setup checklist reads: whether the agent has ready knowledge, a saved avatar,
     * a test chat with a message, a conversation on a real site (not the demo's sample rows), and
     * which engine the owner saved for answering (null: never saved).
     */
    async setupFacts(agentId: string): Promise<SetupFacts> {
      const [row] = await queryRows<SetupFacts>(
        db,
        sql`select
            exists (select 1 from knowledge_items where agent_id = ${agentId} and status = 'ready') as knowledge,
            exists (select 1 from agent_settings where agent_id = ${agentId} and kind = 'avatar') as avatar,
            exists (select 1 from conversations where agent_id = ${agentId} and preview and message_count > 0) as chat_tried,
            exists (select 1 from conversations where agent_id = ${agentId} and not preview and not sample and message_count > 0) as widget_seen,
            (select document -> 'engine' ->> 'type' from agent_settings where agent_id = ${agentId} and kind = 'detail_ai') as engine`,
      );
      return row ?? { knowledge: false, avatar: false, chat_tried: false, widget_seen: false, engine: null };
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
export type { VisitorSketchRow } from './visitor-count-repository';
