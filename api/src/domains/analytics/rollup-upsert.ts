import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { KEYED_METRICS, ROLLUP_TABLES, type RollupDelta, type RollupTable } from './rollup-metrics';
import { baseMetricSql, withSpans } from './rollup-spans';

/** Which of a source's rows a rollup table keeps (KEYED_METRICS and their spans go to analytics_keyed_hourly). */
export function metricsOf(table: RollupTable, metric: SQL): SQL {
  const keyed = sql.join(
    KEYED_METRICS.map((m) => sql`${m}`),
    sql`, `,
  );
  const base = baseMetricSql(metric);
  return table === 'analytics_keyed_hourly' ? sql`${base} in (${keyed})` : sql`${base} not in (${keyed})`;
}

/**
 * The rollup write every turn's statement carries (docs/architecture.md §9), into one rollup table: adds each
 * delta of the table's metrics to its row, making the row when it is the hour's first. `source`
 * yields (hour, metric, key, count) rows, any number per key: they are summed first (one upsert may
 * touch a row only once) and written in key order, so two turns of one agent never wait on each
 * other's rows crosswise. Each row's spans (rollup-spans.ts) are written with it.
 * rollupUpserts writes both tables. The agent may be a prepared statement's slot.
 */
export function rollupUpsert(agentId: string | SQLWrapper, source: SQL, table: RollupTable = 'analytics_hourly'): SQL {
  return sql`insert into ${sql.raw(table)} (agent_id, hour, metric, key, count)
    select ${agentId}::text, d.hour, d.metric, d.key, sum(d.count)::int
    from (${withSpans(source)}) as d(hour, metric, key, count)
    where ${metricsOf(table, sql`d.metric`)}
    group by d.hour, d.metric, d.key
    order by d.metric, d.hour, d.key
    on conflict (agent_id, metric, hour, key) do update set count = ${sql.raw(table)}.count + excluded.count`;
}

/**
 * rollupUpsert of a source whose rows name their agent: (agent_id, hour, metric, key, count), for
 * a write that moves several agents' rollups at once (the turns of storeMessageBatch). Written in
 * the primary key's order (agent, metric, hour, key), the order every rollup write takes.
 */
export function rollupUpsertByAgent(source: SQL, table: RollupTable): SQL {
  return sql`insert into ${sql.raw(table)} (agent_id, hour, metric, key, count)
    select d.agent_id, d.hour, d.metric, d.key, sum(d.count)::int
    from (${withSpans(source, { agent: true })}) as d(agent_id, hour, metric, key, count)
    where ${metricsOf(table, sql`d.metric`)}
    group by d.agent_id, d.hour, d.metric, d.key
    order by d.agent_id, d.metric, d.hour, d.key
    on conflict (agent_id, metric, hour, key) do update set count = ${sql.raw(table)}.count + excluded.count`;
}

/** Both rollup tables' upserts of one source. */
export function rollupUpserts(agentId: string | SQLWrapper, source: SQL): SQL[] {
  return ROLLUP_TABLES.map((table) => rollupUpsert(agentId, source, table));
}

/** Both rollup tables' upserts of a source whose rows name their agent (rollupUpsertByAgent). */
export function rollupUpsertsByAgent(source: SQL): SQL[] {
  return ROLLUP_TABLES.map((table) => rollupUpsertByAgent(source, table));
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
