import { customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What 分析 reads (docs/architecture.md §9): per agent, UTC hour, metric (src/domains/analytics/rollup-metrics.ts)
 * and key, how many. Upserted with the turn's writes (a conversation's messages, a vote, a form
 * answer); rewritten from the raw rows by `pnpm --filter api analytics:backfill`. Deleting raw rows
 * (owner deletion, retention, erasure) leaves them: they count what happened.
 */
export const analyticsHourly = pgTable(
  'analytics_hourly',
  {
    agentId: text('agent_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    metric: text('metric').notNull(),
    key: text('key').notNull().default(''),
    count: integer('count').notNull(),
  },
  // Metric before hour: every read names its metrics and a span of hours, so it reads only their rows
  // (the question and citation metrics have a row per question or item and hour, far more than the KPIs).
  (t) => [primaryKey({ columns: [t.agentId, t.metric, t.hour, t.key] })],
);

export type AnalyticsHourlyRow = typeof analyticsHourly.$inferSelect;

/**
 * The rollups keyed by a visitor question, a knowledge item or a page (rollup-metrics.ts'
 * KEYED_METRICS): many keys an hour, read only by 分析's question, citation and page tables. Apart from analytics_hourly so
 * that the KPIs' few rows an hour lie close together and a long period reads few pages of them.
 */
export const analyticsKeyedHourly = pgTable(
  'analytics_keyed_hourly',
  {
    agentId: text('agent_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    metric: text('metric').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
  },
  // The key holds the count too (migration 0019, not expressible here): reads are index-only.
  (t) => [primaryKey({ columns: [t.agentId, t.metric, t.hour, t.key] })],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * 利用者数 of a long period (visitor-sketch.ts): per agent, span of closed UTC days (`days` long from
 * `day`, aligned as rollup-spans.ts' spans) and login type ('' for visitors not signed in), a
 * HyperLogLog sketch of the people with a conversation active in it. Distinct people do not add up
 * across days, sketches merge. Made on first read (days from the conversations, longer spans from
 * their days), never updated (a closed day gets no new messages); dropped when the sample history
 * rewrites the agent's past.
 */
export const analyticsVisitorDays = pgTable(
  'analytics_visitor_days',
  {
    agentId: text('agent_id').notNull(),
    days: integer('days').notNull().default(1),
    day: timestamp('day', { withTimezone: true }).notNull(),
    loginType: text('login_type').notNull(),
    registers: bytea('registers').notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.days, t.day, t.loginType] })],
);
