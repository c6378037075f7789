import { type SQL, sql } from 'drizzle-orm';
import type { RollupDelta } from './rollup-metrics';

/**
 * The rollup write every turn's statement carries (DESIGN §9): adds each delta to its row of
 * analytics_hourly, making the row when it is the hour's first. `source` yields (hour, metric, key,
 * count) rows, any number per key: they are summed first (one upsert may touch a row only once) and
 * written in key order, so two turns of one agent never wait on each other's rows crosswise.
 */
export function rollupUpsert(agentId: string, source: SQL): SQL {
  return sql`insert into analytics_hourly (agent_id, hour, metric, key, count)
    select ${agentId}::text, d.hour, d.metric, d.key, sum(d.count)::int
    from (${source}) as d(hour, metric, key, count)
    group by d.hour, d.metric, d.key
    order by d.hour, d.metric, d.key
    on conflict (agent_id, hour, metric, key) do update set count = analytics_hourly.count + excluded.count`;
}

/** Deltas as rows for rollupUpsert's source (null when there are none). */
export function rollupValues(deltas: readonly RollupDelta[]): SQL | null {
  if (deltas.length === 0) return null;
  return sql`select * from (values ${sql.join(
    deltas.map((d) => sql`(${d.hour.toISOString()}::timestamptz, ${d.metric}::text, ${d.key}::text, ${d.count}::int)`),
    sql`, `,
  )}) as v(hour, metric, key, count)`;
}

/** The UTC hour of a timestamptz column, whatever the session's time zone. */
export function utcHour(column: SQL): SQL {
  return sql`(date_trunc('hour', ${column} at time zone 'UTC') at time zone 'UTC')`;
}

/** The UTC day (its midnight) of a timestamptz column, whatever the session's time zone. */
export function utcDay(column: SQL): SQL {
  return sql`(date_trunc('day', ${column} at time zone 'UTC') at time zone 'UTC')`;
}
