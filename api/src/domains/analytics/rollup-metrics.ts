/**
 * What analytics_hourly counts, per agent and UTC hour (docs/architecture.md §9). Owner test chats (`preview`
 * conversations and their form answers) are never counted. Deleting raw rows (owner deletion,
 * retention, erasure) does not move a rollup: the rollups count what happened, the raw rows are what
 * is still kept.
 *
 * Which agent messages are "answers": the runtime stores an agent message only as the answer of a
 * turn, with or after that turn's visitor message (persist-turn.ts: storeAnswer writes the visitor's
 * row first, or after storeVisitor did); greetings are shown by the widget and never stored. So every
 * stored agent message answers the visitor message just before it, and counts as an answer.
 */
export const ROLLUP_METRICS = {
  /** Non-preview conversations with a visitor message, at their started_at hour; counted when the first message is stored. key ''. */
  conversations: 'conversations',
  /** Visitor messages, at their created_at hour. key ''. */
  questions: 'questions',
  /** Agent messages (every one answers a visitor message, see above), at their created_at hour. key = engine. */
  answers: 'answers',
  /** Votes on answers, at the answered message's created_at hour; a changed or removed vote moves the count. key = up | down. */
  rated: 'rated',
  /** Agent messages that offered a form, at their created_at hour. key ''. */
  formsOffered: 'forms_offered',
  /**
   * Offers answered: agent messages that offered a form and got an answer of it in their conversation
   * before the form's next offer there, once each, at the offer's hour (answered-offer.ts). key ''.
   */
  formsAnswered: 'forms_answered',
  /** Answers by timing.total_ms, in LATENCY_BUCKETS_MS (key = the bucket's upper bound, or 'inf'); answers without timing are left out. */
  latency: 'latency',
  /** Agent messages by the emotion the avatar showed (those without one are left out). key = emotion. */
  emotion: 'emotion',
  /** The conversations of 'conversations', by the page they started on. key = page_url ('' when unknown). */
  page: 'page',
  /** Visitor messages by their question key (question-key.ts; messages without one are left out), at their created_at hour. */
  question: 'question',
  /**
   * Fallback answers by the key of the visitor message they answered (the latest visitor message
   * before them in the conversation), at the answer's hour.
   */
  questionUnanswered: 'question_unanswered',
  /** 👎 votes by the key of the visitor message the rated answer answered, at the answer's hour, moved with the vote. */
  questionRatedDown: 'question_rated_down',
  /**
   * もしかして… answers (engine knowledge_candidates) by the key of the visitor message they answered,
   * at the answer's hour, as questionUnanswered counts fallbacks.
   */
  questionUnsure: 'question_unsure',
  /**
   * Of those, the ones whose candidate the visitor chose: the first visitor message after the answer
   * in its conversation is one of its candidates' questions (pressing a candidate sends that
   * question, run-turn.ts). At the もしかして answer's hour, once each, by its question's key; counted
   * when the press is stored (recordCandidatePressed). A visitor who types the candidate's question
   * word for word chose it as well, but only a recomputation counts that.
   */
  questionUnsurePressed: 'question_unsure_pressed',
  /** Answers by each knowledge item they stood on (sources marked used; one per item per answer), at the answer's hour. key = item id. */
  cited: 'cited',
} as const;
export type RollupMetric = (typeof ROLLUP_METRICS)[keyof typeof ROLLUP_METRICS];

/** The metrics keyed by a question, a knowledge item or a page, kept in analytics_keyed_hourly; the rest in analytics_hourly. */
export const KEYED_METRICS: readonly RollupMetric[] = [
  ROLLUP_METRICS.question,
  ROLLUP_METRICS.questionUnanswered,
  ROLLUP_METRICS.questionRatedDown,
  ROLLUP_METRICS.questionUnsure,
  ROLLUP_METRICS.questionUnsurePressed,
  ROLLUP_METRICS.cited,
  // A key per page the chat was used on: hundreds an hour on a large site.
  ROLLUP_METRICS.page,
];
export type RollupTable = 'analytics_hourly' | 'analytics_keyed_hourly';
export const ROLLUP_TABLES: readonly RollupTable[] = ['analytics_hourly', 'analytics_keyed_hourly'];
export const ROLLUP_METRIC_LIST: readonly RollupMetric[] = Object.values(ROLLUP_METRICS);

/** The latency histogram's upper bounds in ms (a value falls in the first bucket it is ≤ to), then 'inf'. Log-scale-ish. */
export const LATENCY_BUCKETS_MS = [50, 100, 200, 300, 500, 750, 1000, 1500, 2000, 3000, 5000, 7500, 10000, 15000, 30000] as const;
export const LATENCY_OVERFLOW_KEY = 'inf';

/** The latency key of a total time. */
export function latencyBucketOf(totalMs: number): string {
  const bound = LATENCY_BUCKETS_MS.find((upper) => totalMs <= upper);
  return bound === undefined ? LATENCY_OVERFLOW_KEY : String(bound);
}

/** The upper bound a latency key stands for (Infinity for the overflow bucket). */
export function latencyBoundOf(key: string): number {
  return key === LATENCY_OVERFLOW_KEY ? Number.POSITIVE_INFINITY : Number(key);
}

const HOUR_MS = 3_600_000;
/** The UTC hour an instant falls in. */
export function hourOf(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / HOUR_MS) * HOUR_MS);
}

/** One increment (or decrement) of a rollup row. */
export interface RollupDelta {
  hour: Date;
  metric: RollupMetric;
  key: string;
  count: number;
}

/** The message fields the rollups read. */
export interface RolledMessage {
  role: 'visitor' | 'agent';
  /** Visitor messages: their question key (question-key.ts). */
  questionKey: string | null;
  sources: readonly { item_id: string | null; used?: boolean }[];
  engine: string | null;
  emotion: string | null;
  form: unknown;
  timing: { total_ms: number } | null;
  createdAt: Date;
}

/** An answer counted under the key of a visitor message stored by an earlier write. */
export interface OutsideQuestion {
  at: Date;
  metric: RollupMetric;
}

/**
 * What a batch of a turn's messages adds (conversations and page are added by the conversation's
 * first write), merged by row, in the order given (the runtime's: a visitor message before its
 * answer). A fallback or もしかして answer with no visitor message before it in the batch (its question
 * was stored earlier) is left in `outside`: its key is read from the database.
 */
export function rollupDeltasOfMessages(rows: readonly RolledMessage[]): { deltas: RollupDelta[]; outside: OutsideQuestion[] } {
  const deltas = new Map<string, RollupDelta>();
  const add = (hour: Date, metric: RollupMetric, key: string) => {
    const id = `${hour.getTime()}\u0000${metric}\u0000${key}`;
    const found = deltas.get(id);
    if (found) found.count += 1;
    else deltas.set(id, { hour, metric, key, count: 1 });
  };
  const outside: OutsideQuestion[] = [];
  // The key of the latest visitor message of the batch so far; undefined before the first.
  let question: string | null | undefined;
  for (const row of rows) {
    const hour = hourOf(row.createdAt);
    if (row.role === 'visitor') {
      add(hour, ROLLUP_METRICS.questions, '');
      if (row.questionKey !== null) {
        add(hour, ROLLUP_METRICS.question, row.questionKey);
      }
      question = row.questionKey;
      continue;
    }
    const keyedMetric = row.engine === 'fallback' ? ROLLUP_METRICS.questionUnanswered : row.engine === 'knowledge_candidates' ? ROLLUP_METRICS.questionUnsure : null;
    if (keyedMetric !== null) {
      if (question === undefined) outside.push({ at: row.createdAt, metric: keyedMetric });
      else if (question !== null) add(hour, keyedMetric, question);
    }
    for (const item of new Set(row.sources.filter((source) => source.used === true).map((source) => source.item_id))) {
      if (item) add(hour, ROLLUP_METRICS.cited, item);
    }
    if (row.engine !== null) add(hour, ROLLUP_METRICS.answers, row.engine);
    if (row.form !== null && row.form !== undefined) add(hour, ROLLUP_METRICS.formsOffered, '');
    if (row.timing) add(hour, ROLLUP_METRICS.latency, latencyBucketOf(row.timing.total_ms));
    if (row.emotion !== null) add(hour, ROLLUP_METRICS.emotion, row.emotion);
  }
  return { deltas: [...deltas.values()], outside };
}
