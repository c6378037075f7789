import type { Repositories } from '../repositories';
import { questionKeyOf } from './question-key';
import { spanSketches } from './visitor-count';

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
 * (migration 0013) are keyed first, so 分析's question tables cover them too. With `visitorSketches`
 * (the backfill command), the sketches of 利用者数 are then made for the closed days of the last two
 * years, which a first read of a long period would otherwise make (10,000,000 messages: about ten
 * seconds for 90 days and the 90 before).
 */
export async function recomputeRollups(
  repositories: Pick<Repositories, 'analytics'>,
  agentId: string | null,
  options: { visitorSketches?: boolean; now?: Date } = {},
): Promise<RecomputedRollups> {
  const agents = agentId === null ? await repositories.analytics.agentIds() : [agentId];
  let rows = 0;
  for (const agent of agents) {
    await keyOldQuestions(repositories, agent);
    rows += await repositories.analytics.recompute(agent);
    if (options.visitorSketches) await makeVisitorSketches(repositories, agent, options.now ?? new Date());
  }
  return { agents: agents.length, rows };
}

const DAY_MS = 86_400_000;
/** How far back the backfill makes sketches: the longest period 分析 offers, and the one before it. */
const SKETCH_BACKFILL_DAYS = 732;

async function makeVisitorSketches(repositories: Pick<Repositories, 'analytics'>, agentId: string, now: Date): Promise<void> {
  const first = await repositories.analytics.firstConversationAt(agentId);
  if (!first) return;
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const from = Math.max(Math.floor(first.getTime() / DAY_MS) * DAY_MS, today - SKETCH_BACKFILL_DAYS * DAY_MS);
  // A quarter of a year at a time: one pass over those conversations each.
  for (let start = from; start < today; start += 90 * DAY_MS) {
    await spanSketches(repositories.analytics, agentId, new Date(start), new Date(Math.min(start + 90 * DAY_MS, today)));
  }
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
