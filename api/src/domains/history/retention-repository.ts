import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { textArray } from '../../db/pg-array';
import { queryRows } from '../../db/query-rows';
import { ROLLUP_METRICS } from '../analytics/rollup-metrics';
import { SPAN_DAYS, spanMetric } from '../analytics/rollup-spans';

export interface AgentRetention {
  agentId: string;
  retentionDays: number;
}

/** What the history's retention (history-settings' retention_days) deletes. */
export function createRetentionRepository(db: Database) {
  return {
    /** The agents that keep conversations for a number of days (the others keep them forever). */
    agentsWithRetention(): Promise<AgentRetention[]> {
      return queryRows<{ agentId: string; retentionDays: number }>(
        db,
        sql`select agent_id as "agentId", (document->>'retention_days')::int as "retentionDays"
          from agent_settings
          where kind = 'history' and jsonb_typeof(document->'retention_days') = 'number'
          order by agent_id`,
      );
    },

    /**
     * Deletes at most `limit` of the agent's conversations whose last message is older than
     * `retentionDays` (their messages by cascade; form answers stay with フォーム回答履歴), oldest
     * first, through the (agent_id, last_message_at) index: one short statement. Answers how many.
     */
    async deleteExpired(agentId: string, retentionDays: number, limit: number): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`with doomed as (
            select id from conversations
            where agent_id = ${agentId} and last_message_at < now() - make_interval(days => ${retentionDays}::int)
            order by last_message_at
            limit ${limit}::int
            for update skip locked
          ), gone as (
            delete from conversations c using doomed where c.id = doomed.id returning 1
          )
          select count(*)::int as n from gone`,
      );
      return row?.n ?? 0;
    },

    /**
     * Deletes the agent's 分析 rollup rows keyed by visitors' own words (question texts, page URLs)
     * from before the retention: the conversations they came from are gone, and so are their words.
     * Spans that began before the cutoff go too (they hold those days). Answers how many rows.
     */
    async pruneVisitorKeys(agentId: string, retentionDays: number): Promise<number> {
      const metrics = VISITOR_WORDS_METRICS.flatMap((metric) => [metric, ...SPAN_DAYS.map((days) => spanMetric(metric, days))]);
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`with gone as (
            delete from analytics_keyed_hourly
            where agent_id = ${agentId} and metric = any(${textArray(metrics)}::text[]) and hour < now() - make_interval(days => ${retentionDays}::int)
            returning 1
          ) select count(*)::int as n from gone`,
      );
      return row?.n ?? 0;
    },
  };
}

/** The keyed rollups whose keys are what visitors wrote or where they were. */
const VISITOR_WORDS_METRICS = [ROLLUP_METRICS.question, ROLLUP_METRICS.questionUnanswered, ROLLUP_METRICS.questionRatedDown, ROLLUP_METRICS.questionUnsure, ROLLUP_METRICS.questionUnsurePressed, ROLLUP_METRICS.page];

export type RetentionRepository = ReturnType<typeof createRetentionRepository>;
