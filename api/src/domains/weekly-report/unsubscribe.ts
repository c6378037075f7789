import type { Repositories } from '../repositories';
import { verifyUnsubscribe } from './report-links';

export type UnsubscribeOutcome = 'unsubscribed' | 'invalid';

/**
 * One-click unsubscribe (RFC 8058), without sign-in: the signed token of the mail names the agent and
 * owner, and all it can do is turn their report off. Idempotent: a second click (or the mail client's
 * POST and then the owner's) answers the same, and a report already off stays off.
 */
export async function unsubscribeWeeklyReport(repositories: Pick<Repositories, 'weeklyReport'>, secret: string, token: string): Promise<UnsubscribeOutcome> {
  const claims = verifyUnsubscribe(secret, token);
  if (!claims) return 'invalid';
  await repositories.weeklyReport.unsubscribe(claims.agentId, claims.ownerId);
  return 'unsubscribed';
}

/** Whether a token is one of ours, for the page that asks before stopping (GET never stops: link scanners follow links). */
export function isUnsubscribeToken(secret: string, token: string): boolean {
  return verifyUnsubscribe(secret, token) !== null;
}
