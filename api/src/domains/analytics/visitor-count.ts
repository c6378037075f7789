import type { AnalyticsRepository, VisitorSketchRow } from './analytics-repository';
import { spanCover } from './rollup-spans';
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
type Analytics = Pick<AnalyticsRepository, 'visitorsExact' | 'visitorDaySketches' | 'visitorSpanSketches' | 'keepVisitorSpans' | 'visitorRegisters'>;

/**
 * The sketches of the whole closed days [from, before) as rollup-spans.ts' aligned spans (90 days: 8 to
 * 14 of them a login type, not 90). Spans not kept yet are made from their days' sketches and kept.
 */
export async function spanSketches(analytics: Analytics, agentId: string, from: Date, before: Date): Promise<VisitorSketchRow[]> {
  const { spans } = spanCover(from, before);
  const kept = await analytics.visitorSpanSketches(agentId, spans);
  const has = new Set(kept.map((row) => `${row.days} ${row.start.getTime()}`));
  const missing = spans.filter((span) => !has.has(`${span.days} ${span.start.getTime()}`));
  if (missing.length === 0) return kept;
  const days = missing.flatMap((span) => Array.from({ length: span.days }, (_, i) => new Date(span.start.getTime() + i * DAY_MS)));
  const dayRows = await analytics.visitorDaySketches(agentId, days);
  const made: VisitorSketchRow[] = [];
  for (const span of missing) {
    const end = span.start.getTime() + span.days * DAY_MS;
    for (const login_type of SKETCH_LOGIN_TYPES) {
      const registers = emptySketch();
      for (const row of dayRows) {
        const at = row.start.getTime();
        if (row.login_type === login_type && at >= span.start.getTime() && at < end) mergeSketch(registers, row.registers);
      }
      made.push({ days: span.days, start: span.start, login_type, registers });
    }
  }
  await analytics.keepVisitorSpans(
    agentId,
    made.filter((row) => row.days > 1),
  );
  return [...kept, ...made];
}

function countOf(byType: ReadonlyMap<string, number>, estimated: boolean): VisitorCount {
  const of = (type: LoginType) => byType.get(type) ?? 0;
  return { total: of('mail') + of('line') + of(''), mail: of('mail'), line: of('line'), anonymous: of(''), estimated };
}

/** 利用者数 over [from, before) as of `now`, given the period's visitor messages (questions). */
export async function countVisitors(
  analytics: Analytics,
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
  if (firstDay >= endOfDays) {
    const rows = await analytics.visitorsExact(agentId, from, before);
    return countOf(new Map(rows.map((row) => [row.login_type, row.people])), false);
  }
  // The ragged ends: a conversation active across the edge of a whole day is in that day's sketch; the
  // rest ended before the first whole day or started after the last.
  const windows = {
    ended: from.getTime() < firstDay ? ([from, new Date(firstDay)] as [Date, Date]) : null,
    started: endOfDays < before.getTime() ? ([new Date(endOfDays), before] as [Date, Date]) : null,
  };
  const [sketches, registers] = await Promise.all([spanSketches(analytics, agentId, new Date(firstDay), new Date(endOfDays)), analytics.visitorRegisters(agentId, windows)]);
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
