import type { Repositories } from '../repositories';
import { questionKeyOf } from './question-key';

export interface RecomputedRollups {
  agents: number;
  rows: number;
}

/**
 * Rewrites analytics_hourly from the raw rows (conversations, messages, form answers; the
 * definitions of rollup-metrics.ts), for one agent or, agent by agent, for all: the backfill
 * (`pnpm --filter api analytics:backfill`). Each agent is one transaction. Rollups of raw rows deleted
 * since (owner deletion, retention, erasure) are lost by it, so it is for a database whose rollups
 * are missing or suspect, not a routine. Visitor messages from before question keys were kept
 * (migration 0013) are keyed first, so 分析's question tables cover them too.
 */
export async function recomputeRollups(repositories: Pick<Repositories, 'analytics'>, agentId: string | null): Promise<RecomputedRollups> {
  const agents = agentId === null ? await repositories.analytics.agentIds() : [agentId];
  let rows = 0;
  for (const agent of agents) {
    await keyOldQuestions(repositories, agent);
    rows += await repositories.analytics.recompute(agent);
  }
  return { agents: agents.length, rows };
}

/** The backfill keys a day of messages at a time. */
const KEY_WINDOW_MS = 86_400_000;

/** Gives visitor messages written before question keys were kept their key ('' for none), a day at a time. */
async function keyOldQuestions(repositories: Pick<Repositories, 'analytics'>, agentId: string): Promise<void> {
  const span = await repositories.analytics.unkeyedSpan(agentId);
  if (!span) return;
  for (let from = span.first.getTime(); from <= span.last.getTime(); from += KEY_WINDOW_MS) {
    const batch = await repositories.analytics.unkeyedQuestions(agentId, new Date(from), new Date(from + KEY_WINDOW_MS));
    await repositories.analytics.keyQuestions(
      agentId,
      batch.map(({ id, text }) => ({ id, key: questionKeyOf(text) ?? '' })),
    );
  }
}
