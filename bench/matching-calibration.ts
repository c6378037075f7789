// How the built-in responder's measures separate right answers from wrong ones, on the answer-quality
// corpus's TUNING split only (the report split is never read here: fixtures/answer-quality/README.md).
// Each domain's Q&A indexed as the bench does; per question, the passages the runtime reads (top 5)
// and, per Q&A item among them, its likeness as relevance.ts measures it (the question alone; the
// question with the answer as weaker evidence). Then, per way of scoring, the sure threshold swept:
// right sure answers where wrong ones stay within the targets (≤ 3 % of answerable, ≤ 5 % of
// unanswerable questions sure), and at the responder's present thresholds.
//   pnpm --filter bench matching-calibration
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, createOwner, knowledge } from 'api';
import { contentTerms, coverage, qaLikeness, questionWords, similarity, textWords, type QuestionWord, type TextWords } from '../api/src/domains/agent/steps/relevance.ts';
import { corpusDomains, expectedOf, loadDomain } from '../api/test/knowledge/answer-quality-corpus.ts';
import { BENCH_PASSWORD } from './lib/knowledge-index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const corpusDir = join(here, '..', 'api', 'test', 'knowledge', 'fixtures', 'answer-quality');
const PASSAGES = 5;

interface Unit {
  word: string;
  reading: string;
  bigrams: Set<string>;
}

interface Side {
  words: Set<string>;
  bigrams: Set<string>;
}

interface Candidate {
  key: string;
  q: Side;
  a: Side;
  qWords: TextWords;
  aWords: TextWords;
  question: Set<string>;
  answer: Set<string>;
  rank: number;
}

interface Asked {
  question: string;
  weighted: QuestionWord[];
  flat: QuestionWord[];
  units: Unit[];
  df: Map<string, number>;
  items: number;
  terms: Set<string>;
  expected: string[];
  candidates: Candidate[];
}

function bigramsOf(word: string): Set<string> {
  const chars = Array.from(word);
  if (chars.length === 1) return new Set([word]);
  const out = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i += 1) out.add(`${chars[i]}${chars[i + 1]}`);
  return out;
}
function sideOf(text: string): Side {
  const words = new Set<string>();
  for (const w of knowledge.textContentWords(text)) {
    words.add(w.word);
    if (w.reading) words.add(w.reading);
  }
  return { words, bigrams: contentTerms(text) };
}
function unitsOf(text: string): Unit[] {
  const seen = new Set<string>();
  const units: Unit[] = [];
  for (const w of knowledge.textContentWords(text)) {
    if (w.compound || seen.has(w.word)) continue;
    seen.add(w.word);
    const bigrams = bigramsOf(w.word);
    if (w.reading) for (const b of bigramsOf(w.reading)) bigrams.add(b);
    units.push({ word: w.word, reading: w.reading, bigrams });
  }
  return units;
}
function unitMatch(u: Unit, side: Side): number {
  if (side.words.has(u.word) || (u.reading !== '' && side.words.has(u.reading))) return 1;
  let shared = 0;
  for (const b of u.bigrams) if (side.bigrams.has(b)) shared += 1;
  return (shared / u.bigrams.size) * PARTIAL;
}
const PARTIAL = Number(process.env.PARTIAL ?? 0.7);

const app = await buildApp({ database: { kind: 'pglite' }, jwtSecret: randomBytes(32).toString('hex'), encryptionKey: randomBytes(32).toString('hex'), logger: false });
const asked: Asked[] = [];
try {
  await app.ready();
  for (const domain of corpusDomains(corpusDir)) {
    const corpus = loadDomain(corpusDir, domain, 'tuning');
    const owner = await createOwner(app.database.db, { email: `cal-${randomBytes(4).toString('hex')}@example.com`, password: BENCH_PASSWORD, name: 'ベンチ' });
    const login = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: owner.email, password: BENCH_PASSWORD } });
    const headers = { authorization: `Bearer ${(login.json() as { access_token: string }).access_token}` };
    const keyOf = new Map<string, string>();
    const itemOf = new Map(corpus.items.map((item) => [item.key, item]));
    for (const item of corpus.items) {
      const response = await app.inject({ method: 'POST', url: '/api/v1/knowledge-items', headers, payload: { type: 'qa', question: item.question, answer: item.answer } });
      keyOf.set((response.json() as { id: string }).id, item.key);
    }
    await app.knowledge.jobs.whenIdle();
    const df = new Map<string, number>();
    for (const item of corpus.items) {
      const side = sideOf(`${item.question}\n${item.answer}`);
      for (const w of side.words) df.set(w, (df.get(w) ?? 0) + 1);
    }
    for (const q of corpus.questions) {
      const { passages, rarity } = await knowledge.retrieveWithRarity(app.database.db, owner.agentId, q.question, { topK: PASSAGES });
      const seen = new Set<string>();
      const candidates: Candidate[] = [];
      passages.forEach((p, rank) => {
        const key = keyOf.get(p.itemId) ?? '?';
        if (seen.has(key)) return;
        seen.add(key);
        const item = itemOf.get(key);
        candidates.push({ key, qWords: textWords(item?.question ?? ''), aWords: textWords(item?.answer ?? ''), q: sideOf(item?.question ?? ''), a: sideOf(item?.answer ?? ''), question: contentTerms(item?.question ?? ''), answer: contentTerms(item?.answer ?? ''), rank });
      });
      asked.push({ weighted: questionWords(q.question, rarity), flat: questionWords(q.question), units: unitsOf(q.question), df, items: corpus.items.length, question: q.question, terms: contentTerms(q.question), expected: expectedOf(q), candidates });
    }
  }
} finally {
  await app.close();
}

type Score = (terms: Set<string>, c: Candidate) => number;
const askedOf = new Map<Set<string>, Asked>(asked.map((a) => [a.terms, a]));
const union = (a: Set<string>, b: Set<string>) => new Set([...a, ...b]);
const questionOnly: Score = (t, c) => Math.max(similarity(t, c.question), coverage(t, c.question) * 0.9);
const scores: Record<string, Score> = {
  'question only (main)': questionOnly,
  'qaLikeness (relevance.ts), rarity-weighted': (t, c) => qaLikeness(askedOf.get(t)?.weighted ?? [], [c.qWords], c.aWords),
  'qaLikeness (relevance.ts), words alike': (t, c) => qaLikeness(askedOf.get(t)?.flat ?? [], [c.qWords], c.aWords),
  'question, or coverage of question+answer × 0.9': (t, c) => Math.max(questionOnly(t, c), coverage(t, union(c.question, c.answer)) * 0.9),
};
for (const w of [0.3, 0.5, 0.7]) {
  scores[`weighted coverage, answer ${w}`] = (t, c) => {
    if (t.size === 0) return 0;
    let sum = 0;
    for (const term of t) sum += c.question.has(term) ? 1 : c.answer.has(term) ? w : 0;
    return Math.max(similarity(t, c.question), (sum / t.size) * 0.9);
  };
}

const idfOf = (a: Asked, u: Unit) => {
  const df = Math.max(a.df.get(u.word) ?? 0, u.reading ? (a.df.get(u.reading) ?? 0) : 0);
  return Math.log(1 + (a.items - df + 0.5) / (df + 0.5));
};
for (const w of [0, 0.3, 0.5, 0.7]) {
  scores[`idf word units, answer ${w}`] = (t, c) => {
    const a = askedOf.get(t);
    if (!a || a.units.length === 0) return 0;
    let total = 0;
    let got = 0;
    let qTotal = 0;
    for (const u of a.units) {
      const weight = idfOf(a, u);
      total += weight;
      got += weight * Math.max(unitMatch(u, c.q), w * unitMatch(u, c.a));
    }
    // How much of the item's question the visitor's words cover (its words, unweighted).
    let covered = 0;
    for (const word of c.q.words) if (a.units.some((u) => u.word === word || u.reading === word)) covered += 1;
    qTotal = c.q.words.size;
    const share = total === 0 ? 0 : got / total;
    return process.env.SYM ? (share + (qTotal === 0 ? 0 : covered / qTotal)) / 2 : share;
  };
}

if (process.env.SHOWMISS) {
  for (const a of asked) {
    if (a.expected.length === 0 || a.candidates.some((c) => a.expected.includes(c.key))) continue;
    console.log(`  miss: ${a.question} [${a.units.map((u) => u.word + (u.reading ? '/' + u.reading : '')).join(' ')}] want ${a.expected.join('|')}, got ${a.candidates.map((c) => c.key).join(' ')}`);
  }
}
const answerable = asked.filter((a) => a.expected.length > 0).length;
const unanswerable = asked.length - answerable;
console.log(`tuning split: ${answerable} answerable, ${unanswerable} unanswerable questions; right item among the ${PASSAGES} passages read: ${asked.filter((a) => a.candidates.some((c) => a.expected.includes(c.key))).length}`);
for (const [label, score] of Object.entries(scores)) {
  const best = asked.map((a) => {
    let top: { key: string; score: number } | null = null;
    for (const c of a.candidates) {
      const s = a.terms.size === 0 ? 0 : score(a.terms, c);
      if (top === null || s > top.score) top = { key: c.key, score: s };
    }
    return { a, top };
  });
  const at = (threshold: number) => {
    let right = 0;
    let wrong = 0;
    let unanswered = 0;
    for (const { a, top } of best) {
      if (!top || top.score < threshold) continue;
      if (a.expected.length === 0) unanswered += 1;
      else if (a.expected.includes(top.key)) right += 1;
      else wrong += 1;
    }
    return { threshold, right, wrong, unanswered };
  };
  const sweep = Array.from({ length: 101 }, (_, i) => at(i / 100));
  const within = sweep.filter((s) => s.wrong <= answerable * 0.03 && s.unanswered <= unanswerable * 0.05).sort((x, y) => y.right - x.right)[0];
  const pct = (n: number, of: number) => `${((n / of) * 100).toFixed(1)}%`;
  const show = (s: { threshold: number; right: number; wrong: number; unanswered: number } | undefined) =>
    s ? `≥ ${s.threshold.toFixed(2)}: right ${pct(s.right, answerable)}, wrong ${pct(s.wrong, answerable)}, unanswerable sure ${s.unanswered}/${unanswerable}` : '—';
  const costed = [...sweep].sort((x, y) => y.right - 3 * (y.wrong + y.unanswered) - (x.right - 3 * (x.wrong + x.unanswered)))[0];
  const curve = [0.05, 0.1, 0.15, 0.2].map((limit) => {
    const point = sweep.filter((x) => x.wrong + x.unanswered <= (answerable + unanswerable) * limit).sort((x, y) => y.right - x.right)[0];
    return `${(limit * 100).toFixed(0)}%: ${point ? pct(point.right, answerable) : '—'}`;
  });
  console.log(`${label}\n  right sure where wrong + unanswerable sure stay within … of all questions: ${curve.join(', ')}\n  within targets ${show(within)}\n  best right − 3 × (wrong + unanswerable sure) ${show(costed)}\n  at 0.45 ${show(at(0.45))}\n  ${[0.3, 0.35, 0.4, 0.5, 0.55].map((x) => show(at(x))).join("\n  ")}`);
  if (process.env.SHOW && label.startsWith(process.env.SHOW)) {
    const wrongs = best.filter(({ a, top }) => top && !a.expected.includes(top.key)).sort((x, y) => (y.top?.score ?? 0) - (x.top?.score ?? 0));
    for (const { a, top } of wrongs.slice(0, 40)) console.log(`    ${top?.score.toFixed(2)} ${a.question} → ${top?.key} (want ${a.expected.join('|') || '-'}; among: ${a.candidates.some((c) => a.expected.includes(c.key))})`);
  }
}
