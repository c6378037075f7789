// The answer-quality evaluation (issue #15, deliverable 4): the corpus (fixtures/answer-quality) as
// it is stored, and how an outcome of the built-in responder is classified and counted. Nothing here
// imports the API: the bench (bench/answer-quality.ts, the report set by default) and the floor test
// (answer-quality.test.ts, the tuning set only) hand in how to ask. Module-neutral (no import.meta,
// no jest): jest runs it as CommonJS, tsx as ESM; callers say where the corpus is.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `report` is only ever printed: never used to choose a threshold, a synonym or a weight (fixtures/answer-quality/README.md). */
export type Split = 'tuning' | 'report';
export const SPLITS: readonly Split[] = ['tuning', 'report'];

/** A Q&A pair as an owner wrote it. */
export interface CorpusItem {
  key: string;
  question: string;
  answer: string;
}

/**
 * A visitor's question and the item written for it; `item` null: no item answers it. `also`: other
 * items whose answer answers it as well (a question two Q&A pairs both answer), accepted as right.
 */
export interface VisitorQuestion {
  question: string;
  item: string | null;
  also?: string[];
}

export interface DomainCorpus {
  domain: string;
  /** What the domain is, in a few words. */
  title: string;
  items: CorpusItem[];
  split: Split;
  questions: VisitorQuestion[];
}

interface ItemsFile {
  title: string;
  items: CorpusItem[];
}

interface SplitFile {
  split: Split;
  answerable: { item: string; question: string; also?: string[] }[];
  unanswerable: string[];
}

/** The corpus's domains: the folders of `corpusDir` (api/test/knowledge/fixtures/answer-quality). */
export function corpusDomains(corpusDir: string): string[] {
  return readdirSync(corpusDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** One domain's items and one split of its visitor questions; throws on a question naming an unknown item. */
export function loadDomain(corpusDir: string, domain: string, split: Split): DomainCorpus {
  const read = <T>(file: string) => JSON.parse(readFileSync(join(corpusDir, domain, file), 'utf8')) as T;
  const { title, items } = read<ItemsFile>('items.json');
  const questions = read<SplitFile>(`${split}.json`);
  if (questions.split !== split) throw new Error(`${domain}/${split}.json says it is the ${questions.split} split`);
  const keys = new Set(items.map((item) => item.key));
  for (const q of questions.answerable) {
    for (const key of [q.item, ...(q.also ?? [])]) if (!keys.has(key)) throw new Error(`${domain}/${split}.json: unknown item ${key}`);
  }
  return {
    domain,
    title,
    items,
    split,
    questions: [...questions.answerable, ...questions.unanswerable.map((question) => ({ question, item: null }))],
  };
}

/**
 * What the runtime said to a question, as the evaluation reads it. `engine` and `itemKey` are those
 * of the runtime's answer preview (the item mapped back to the corpus key). `candidates`: the Q&A
 * items the runtime offered as "もしかして…" when it was not sure (docs/architecture.md §6's third answer): the
 * preview's `candidates`.
 */
export interface Observed {
  engine: string;
  itemKey: string | null;
  candidateKeys: readonly string[];
  /** Distinct items in retrieval order (the retrieval the runtime uses), for recall@k. */
  rankedKeys: readonly string[];
}

/** The engines that put an answer of the owner's knowledge in front of the visitor. */
const SURE_ENGINES = new Set(['knowledge_qa', 'knowledge_passages']);

export type Outcome =
  | 'right_sure'
  | 'wrong_sure'
  | 'unsure_with_right'
  | 'unsure_without_right'
  | 'fallback'
  /** An unanswerable question given an answer as if sure. */
  | 'unanswerable_sure'
  /** An unanswerable question given candidates: no harm done, but not the fallback either. */
  | 'unanswerable_unsure'
  | 'unanswerable_fallback';

/**
 * Right sure: a knowledge answer from an expected item (a Q&A answer, or a passage of that item).
 * Wrong sure: any other item's answer. Unsure: no sure answer but candidates offered, split by
 * whether an expected item is among them. Fallback: neither. Other engines (a quick reply, a form
 * keyword) count as fallback: the corpus's agents have none. `expected`: the question's item and
 * its `also` items; empty for an unanswerable question.
 */
export function classify(expected: readonly string[], observed: Observed): Outcome {
  const sure = SURE_ENGINES.has(observed.engine);
  const unsure = !sure && observed.candidateKeys.length > 0;
  if (expected.length === 0) return sure ? 'unanswerable_sure' : unsure ? 'unanswerable_unsure' : 'unanswerable_fallback';
  if (sure) return observed.itemKey !== null && expected.includes(observed.itemKey) ? 'right_sure' : 'wrong_sure';
  if (unsure) return observed.candidateKeys.some((key) => expected.includes(key)) ? 'unsure_with_right' : 'unsure_without_right';
  return 'fallback';
}

/** The items whose answer is right for the question: its own and its `also` items (none when unanswerable). */
export function expectedOf(q: VisitorQuestion): string[] {
  return q.item === null ? [] : [q.item, ...(q.also ?? [])];
}

export interface Graded {
  question: string;
  expected: string[];
  observed: Observed;
  outcome: Outcome;
}

export interface Figures {
  /** Questions an item answers, and the unanswerable ones. */
  answerable: number;
  unanswerable: number;
  counts: Record<Outcome, number>;
  /** Of the answerable questions, sure answers that came from a passage rather than the Q&A pair. */
  rightViaPassage: number;
  recallAt1: number;
  recallAt3: number;
  recallAt5: number;
}

const OUTCOMES: readonly Outcome[] = [
  'right_sure',
  'wrong_sure',
  'unsure_with_right',
  'unsure_without_right',
  'fallback',
  'unanswerable_sure',
  'unanswerable_unsure',
  'unanswerable_fallback',
];

export function figuresOf(graded: readonly Graded[]): Figures {
  const counts = Object.fromEntries(OUTCOMES.map((o) => [o, 0])) as Record<Outcome, number>;
  let rightViaPassage = 0;
  const hits = [0, 0, 0];
  let answerable = 0;
  for (const g of graded) {
    counts[g.outcome] += 1;
    if (g.expected.length === 0) continue;
    answerable += 1;
    if (g.outcome === 'right_sure' && g.observed.engine !== 'knowledge_qa') rightViaPassage += 1;
    [1, 3, 5].forEach((k, i) => {
      if (g.observed.rankedKeys.slice(0, k).some((key) => g.expected.includes(key))) hits[i] = (hits[i] ?? 0) + 1;
    });
  }
  const share = (n: number) => (answerable === 0 ? 0 : n / answerable);
  return {
    answerable,
    unanswerable: graded.length - answerable,
    counts,
    rightViaPassage,
    recallAt1: share(hits[0] ?? 0),
    recallAt3: share(hits[1] ?? 0),
    recallAt5: share(hits[2] ?? 0),
  };
}

/** The shares the issue's targets are stated in (0–1). `unsureWithRight` is of the unsure answers; null when there were none. */
export interface Shares {
  rightSure: number;
  wrongSure: number;
  unsure: number;
  unsureWithRight: number | null;
  fallback: number;
  unanswerableSure: number;
  recallAt5: number;
}

export function sharesOf(f: Figures): Shares {
  const of = (n: number, total: number) => (total === 0 ? 0 : n / total);
  const unsure = f.counts.unsure_with_right + f.counts.unsure_without_right;
  return {
    rightSure: of(f.counts.right_sure, f.answerable),
    wrongSure: of(f.counts.wrong_sure, f.answerable),
    unsure: of(unsure, f.answerable),
    unsureWithRight: unsure === 0 ? null : f.counts.unsure_with_right / unsure,
    fallback: of(f.counts.fallback, f.answerable),
    unanswerableSure: of(f.counts.unanswerable_sure, f.unanswerable),
    recallAt5: f.recallAt5,
  };
}

/** The issue's targets on the report set (later work). */
export const TARGETS = {
  rightSureMin: 0.75,
  wrongSureMax: 0.03,
  unsureWithRightMin: 0.9,
  unanswerableSureMax: 0.05,
  recallAt5Min: 0.95,
} as const;

/** How a caller asks the runtime: its answer and its retrieval, each mapped back to corpus keys. */
export interface Asker {
  answer(question: string): Promise<Pick<Observed, 'engine' | 'itemKey' | 'candidateKeys'>>;
  rank(question: string): Promise<readonly string[]>;
}

/** Every question of the split, one after another (the runtime's own order of work, no concurrency). */
export async function grade(corpus: DomainCorpus, asker: Asker): Promise<Graded[]> {
  const graded: Graded[] = [];
  for (const q of corpus.questions) {
    const answered = await asker.answer(q.question);
    const observed: Observed = { ...answered, rankedKeys: await asker.rank(q.question) };
    const expected = expectedOf(q);
    graded.push({ question: q.question, expected, observed, outcome: classify(expected, observed) });
  }
  return graded;
}

/**
 * The candidates an answer preview carries: an array of item ids under `candidates` (or objects
 * with an `item_id`/`itemId`); empty unless the runtime was unsure.
 */
export function candidateIdsOf(preview: object): string[] {
  const candidates: unknown = Reflect.get(preview, 'candidates');
  if (!Array.isArray(candidates)) return [];
  return candidates.flatMap((c: unknown) => {
    if (typeof c === 'string') return [c];
    if (typeof c === 'object' && c !== null) {
      const id: unknown = Reflect.get(c, 'itemId') ?? Reflect.get(c, 'item_id') ?? Reflect.get(c, 'knowledgeItemId');
      return typeof id === 'string' ? [id] : [];
    }
    return [];
  });
}

const pct = (share: number | null) => (share === null ? '—' : `${(share * 100).toFixed(1)}%`);

/** A table: per domain and overall, counts with their shares, and the targets. */
export function formatTable(rows: readonly { label: string; figures: Figures }[]): string {
  const header = ['domain', 'asked', 'right sure', 'wrong sure', 'unsure (right among)', 'fallback', 'unanswerable', 'wrongly sure', 'R@1', 'R@3', 'R@5'];
  const body = rows.map(({ label, figures: f }) => {
    const s = sharesOf(f);
    const unsure = f.counts.unsure_with_right + f.counts.unsure_without_right;
    return [
      label,
      String(f.answerable),
      `${f.counts.right_sure} ${pct(s.rightSure)}${f.rightViaPassage ? ` (${f.rightViaPassage} by passage)` : ''}`,
      `${f.counts.wrong_sure} ${pct(s.wrongSure)}`,
      `${unsure} ${pct(s.unsure)} (${pct(s.unsureWithRight)})`,
      `${f.counts.fallback} ${pct(s.fallback)}`,
      String(f.unanswerable),
      `${f.counts.unanswerable_sure} ${pct(s.unanswerableSure)}`,
      f.recallAt1.toFixed(3),
      f.recallAt3.toFixed(3),
      f.recallAt5.toFixed(3),
    ];
  });
  const targets = [
    'target',
    '',
    `≥ ${pct(TARGETS.rightSureMin)}`,
    `≤ ${pct(TARGETS.wrongSureMax)}`,
    `(≥ ${pct(TARGETS.unsureWithRightMin)})`,
    '',
    '',
    `≤ ${pct(TARGETS.unanswerableSureMax)}`,
    '',
    '',
    `≥ ${TARGETS.recallAt5Min.toFixed(2)}`,
  ];
  const all = [header, ...body, targets];
  const widths = header.map((_, i) => Math.max(...all.map((r) => Array.from(r[i] ?? '').length)));
  return all.map((r) => r.map((c, i) => c + ' '.repeat((widths[i] ?? 0) - Array.from(c).length)).join('  ').trimEnd()).join('\n');
}

/** The wrong sure answers, as "question → got (want)": printed for the tuning split only. */
export function formatWrongSure(domain: string, graded: readonly Graded[]): string[] {
  return graded
    .filter((g) => g.outcome === 'wrong_sure' || g.outcome === 'unanswerable_sure')
    .map((g) => `  ${domain}: ${g.question} → ${g.observed.itemKey ?? '?'} [${g.observed.engine}] (want ${g.expected.join(' or ') || 'fallback'})`);
}
