import { type SQL, sql } from 'drizzle-orm';
import { textArray } from '../../db/pg-array';
import { KEYED_METRICS } from './rollup-metrics';

/**
 * The keyed metrics (a key per question, knowledge item or page: thousands of rows an hour on a busy
 * agent) are also kept per span of whole UTC days, 1, 2, 4 … 256 days long, each span starting on a
 * multiple of its length counted from 1970-01-01: a binary tree of days. Any run of whole days is at
 * most two spans of each length (90 days: 8 to 14 spans), so a table of 90 days reads a few rows per
 * key, not 90 (docs/architecture.md §9). The hours at either end of a period in the owner's time zone come from the
 * hourly rows. The upsert of rollup-upsert.ts writes a keyed row's spans with it; nothing else does.
 */
export const SPAN_DAYS = [1, 2, 4, 8, 16, 32, 64, 128, 256] as const;
/**
 * The KPI metrics of analytics_hourly (a few dozen rows an hour) are also kept per UTC day, and only
 * that: a year of days is a few thousand rows, read in a few milliseconds.
 */
export const HOURLY_SPAN_DAYS = [1] as const;

const DAY_MS = 86_400_000;

/** The metric under which a keyed metric's span of `days` is kept: question@4d. */
export function spanMetric(metric: string, days: number): string {
  return `${metric}@${days}d`;
}

/** The keyed metric a (span or hourly) metric name counts, in SQL. */
export function baseMetricSql(metric: SQL): SQL {
  return sql`split_part(${metric}, '@', 1)`;
}

/** One span row to read: the span of `days` days starting at `start`. */
export interface Span {
  days: number;
  start: Date;
}

/**
 * [from, before) as the fewest rows to sum: the spans of whole UTC days inside it (largest first
 * that fits and is aligned) and the hours at either end. A period under one UTC day is all hours.
 */
export function spanCover(from: Date, before: Date): { spans: Span[]; hours: [Date, Date][] } {
  let day = Math.ceil(from.getTime() / DAY_MS);
  const lastDay = Math.floor(before.getTime() / DAY_MS);
  if (day >= lastDay) return { spans: [], hours: from < before ? [[from, before]] : [] };
  const hours: [Date, Date][] = [];
  if (from.getTime() < day * DAY_MS) hours.push([from, new Date(day * DAY_MS)]);
  if (lastDay * DAY_MS < before.getTime()) hours.push([new Date(lastDay * DAY_MS), before]);
  const spans: Span[] = [];
  while (day < lastDay) {
    const days = [...SPAN_DAYS].reverse().find((length) => day % length === 0 && day + length <= lastDay) ?? 1;
    spans.push({ days, start: new Date(day * DAY_MS) });
    day += days;
  }
  return { spans, hours };
}

/**
 * A source of (hour, metric, key, count) rows (with `agent`, (agent_id, hour, metric, key, count))
 * with their span rows added: each row counted again in the span of every length that holds its hour
 * (SPAN_DAYS for keyed metrics, HOURLY_SPAN_DAYS for the rest); one row per (hour, metric, key).
 */
export function withSpans(source: SQL, { agent = false }: { agent?: boolean } = {}): SQL {
  const keyed = sql.join(
    KEYED_METRICS.map((m) => sql`${m}`),
    sql`, `,
  );
  // (days, whether only keyed metrics are kept at that length)
  const lengths = sql.join(
    SPAN_DAYS.map((days) => sql`(${sql.raw(String(days))}, ${sql.raw((HOURLY_SPAN_DAYS as readonly number[]).includes(days) ? 'false' : 'true')})`),
    sql`, `,
  );
  const agentColumn = agent ? sql`agent_id, ` : sql``;
  // Summed per row: many hours fall in one span.
  return sql`with src(${agentColumn}hour, metric, key, count) as (${source})
    select ${agentColumn}hour, metric, key, sum(count)::int as count from (
      select ${agentColumn}hour, metric, key, count from src
      union all
      select ${agent ? sql`src.agent_id, ` : sql``}date_bin(make_interval(days => l.days), src.hour, '1970-01-01T00:00:00Z'::timestamptz),
        src.metric || '@' || l.days || 'd', src.key, src.count
      from src cross join (values ${lengths}) as l(days, keyed_only)
      where not l.keyed_only or src.metric in (${keyed})
    ) spread group by ${agentColumn}hour, metric, key`;
}

const HOUR_MS = 3_600_000;

/**
 * The rows of analytics_keyed_hourly that sum these keyed metrics over [from, before), as (metric,
 * key, count) with the metric's own name: spanCover's spans and each hour of its ragged ends, as
 * (metric, hour) pairs joined on the primary key, whose index holds the count: an index-only scan of
 * one contiguous run of keys per pair, however scattered the rows are on disk.
 */
export function keyedRows(agentId: string, metrics: readonly string[], from: Date, before: Date): SQL {
  const { spans, hours } = spanCover(from, before);
  const pairs: SQL[] = [];
  // Each pair carries the metric it counts, so that the sums need not parse the span's name.
  const pair = (metric: string, row: string, start: number) =>
    sql`(${row}::text, ${new Date(start).toISOString()}::timestamptz, ${metric}::text)`;
  for (const span of spans) for (const metric of metrics) pairs.push(pair(metric, spanMetric(metric, span.days), span.start.getTime()));
  for (const [start, end] of hours) {
    // The hours that start in the span, as analytics_hourly is read (a zone off by half an hour rounds so).
    for (let hour = Math.ceil(start.getTime() / HOUR_MS) * HOUR_MS; hour < end.getTime(); hour += HOUR_MS) {
      for (const metric of metrics) pairs.push(pair(metric, metric, hour));
    }
  }
  if (pairs.length === 0) return sql`select null::text as metric, null::text as key, 0 as count where false`;
  return sql`select s.base as metric, h.key, h.count
    from (values ${sql.join(pairs, sql`, `)}) as s(metric, hour, base)
    join analytics_keyed_hourly h on h.agent_id = ${agentId} and h.metric = s.metric and h.hour = s.hour`;
}

/**
 * The rows of analytics_hourly that sum these metrics over [from, before), as (metric, key, count):
 * the day rows of its whole UTC days and the hourly rows of its ragged ends, as ranges of the primary
 * key (which holds the count: index-only).
 */
export function hourlyRows(agentId: string, metrics: readonly string[], from: Date, before: Date): SQL {
  const at = (instant: Date | number) => sql`${new Date(instant).toISOString()}::timestamptz`;
  let firstDay = Math.ceil(from.getTime() / DAY_MS);
  const lastDay = Math.floor(before.getTime() / DAY_MS);
  if (firstDay >= lastDay) firstDay = lastDay;
  const parts: SQL[] = [];
  if (firstDay < lastDay) {
    parts.push(sql`select split_part(h.metric, '@', 1) as metric, h.key, h.count from analytics_hourly h
      where h.agent_id = ${agentId} and h.metric = any(${textArray(metrics.map((metric) => spanMetric(metric, 1)))}::text[])
        and h.hour >= ${at(firstDay * DAY_MS)} and h.hour < ${at(lastDay * DAY_MS)}`);
  }
  const ends: [number, number][] =
    firstDay < lastDay
      ? [
          [from.getTime(), firstDay * DAY_MS],
          [lastDay * DAY_MS, before.getTime()],
        ]
      : [[from.getTime(), before.getTime()]];
  for (const [start, end] of ends.filter(([start, end]) => start < end)) {
    parts.push(sql`select h.metric, h.key, h.count from analytics_hourly h
      where h.agent_id = ${agentId} and h.metric = any(${textArray(metrics)}::text[]) and h.hour >= ${at(start)} and h.hour < ${at(end)}`);
  }
  if (parts.length === 0) return sql`select null::text as metric, null::text as key, 0 as count where false`;
  return sql.join(parts, sql` union all `);
}
