import type { Repositories } from '../repositories';

export interface RecomputedRollups {
  agents: number;
  rows: number;
}

/**
 * Rewrites analytics_hourly from the raw rows (conversations, messages, form answers; the
 * definitions of rollup-metrics.ts), for one agent or, agent by agent, for all: the backfill
 * (`pnpm --filter api analytics:backfill`). Each agent is one transaction. Rollups of raw rows deleted
 * since (owner deletion, retention, erasure) are lost by it, so it is for a database whose rollups
 * are missing or suspect, not a routine.
 */
export async function recomputeRollups(repositories: Pick<Repositories, 'analytics'>, agentId: string | null): Promise<RecomputedRollups> {
  const agents = agentId === null ? await repositories.analytics.agentIds() : [agentId];
  let rows = 0;
  for (const agent of agents) rows += await repositories.analytics.recompute(agent);
  return { agents: agents.length, rows };
}
