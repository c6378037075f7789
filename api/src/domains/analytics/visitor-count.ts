import type { AnalyticsRepository } from './analytics-repository';
import { addToSketch, emptySketch, estimateSketch, mergeSketch, SKETCH_LOGIN_TYPES } from './visitor-sketch';

/**
 * Periods with at most this many visitor messages (the rollups' 質問数) count 利用者数 exactly, reading
 * their conversations; busier ones merge the sketches of their whole UTC days that are over with the
 * exact registers of their ragged ends, within about 2%.
 */
export const EXACT_VISITORS_MAX_QUESTIONS = 20_000;

const DAY_MS = 86_400_000;

export interface VisitorCount {
  total: number;
  mail: number;
  line: number;
  anonymous: number;
  /** A sketch's estimate, not an exact count. */
  estimated: boolean;
}

type LoginType = (typeof SKETCH_LOGIN_TYPES)[number];

function countOf(byType: ReadonlyMap<string, number>, estimated: boolean): VisitorCount {
  const of = (type: LoginType) => byType.get(type) ?? 0;
  return { total: of('mail') + of('line') + of(''), mail: of('mail'), line: of('line'), anonymous: of(''), estimated };
}

/** 利用者数 over [from, before) as of `now`, given the period's visitor messages (questions). */
export async function countVisitors(
  analytics: Pick<AnalyticsRepository, 'visitorsExact' | 'visitorDaySketches' | 'visitorRegisters'>,
  agentId: string,
  from: Date,
  before: Date,
  now: Date,
  questions: number,
): Promise<VisitorCount> {
  // No visitor message, nobody: and no scan of the conversations after a period long past.
  if (questions === 0) return { total: 0, mail: 0, line: 0, anonymous: 0, estimated: false };
  if (questions <= EXACT_VISITORS_MAX_QUESTIONS) {
    const rows = await analytics.visitorsExact(agentId, from, before);
    return countOf(new Map(rows.map((row) => [row.login_type, row.people])), false);
  }
  // Whole UTC days that are over (a sketch is made once, of a day that can no longer change).
  const firstDay = Math.ceil(from.getTime() / DAY_MS) * DAY_MS;
  const endOfDays = Math.max(firstDay, Math.floor(Math.min(before.getTime(), now.getTime()) / DAY_MS) * DAY_MS);
  const days: Date[] = [];
  for (let day = firstDay; day < endOfDays; day += DAY_MS) days.push(new Date(day));
  if (days.length === 0) {
    const rows = await analytics.visitorsExact(agentId, from, before);
    return countOf(new Map(rows.map((row) => [row.login_type, row.people])), false);
  }
  // The ragged ends: a conversation active across the edge of a whole day is in that day's sketch; the
  // rest ended before the first whole day or started after the last.
  const windows = {
    ended: from.getTime() < firstDay ? ([from, new Date(firstDay)] as [Date, Date]) : null,
    started: endOfDays < before.getTime() ? ([new Date(endOfDays), before] as [Date, Date]) : null,
  };
  const [sketches, registers] = await Promise.all([analytics.visitorDaySketches(agentId, days), analytics.visitorRegisters(agentId, windows)]);
  const merged = new Map<string, Uint8Array>(SKETCH_LOGIN_TYPES.map((type) => [type, emptySketch()]));
  for (const row of sketches) {
    const into = merged.get(row.login_type);
    if (into) mergeSketch(into, row.registers);
  }
  for (const row of registers) {
    const into = merged.get(row.login_type);
    if (into) addToSketch(into, row.register, row.rank);
  }
  return countOf(new Map([...merged].map(([type, sketch]) => [type, estimateSketch(sketch)])), true);
}
