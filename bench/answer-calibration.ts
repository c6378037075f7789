// Where the built-in responder is sure, unsure or has nothing (issue #15; docs/architecture.md §6): its bands
// (RESPONDER_BANDS in api/src/domains/agent/steps/builtin-responder.ts) chosen on data. On the
// answer-quality corpus's TUNING split only (never the report split: its README), every visitor
// question is asked of the retrieval the runtime uses and scored once by the responder's own
// scoreBuiltin; then every combination of bands is applied with its own decideBuiltin and graded
// as the answer-quality bench grades the runtime. The rule, in order: wrong sure answers ≤ 3 % of the
// answerable questions and unanswerable questions answered as if sure ≤ 5 %; then the most right
// sure answers net of WRONG_SURE_COST per wrong one (ties: the most right, the fewest wrong, then
// the highest bands); then, for the candidate band, the
// lowest that keeps the right item among ≥ 90 % of the candidate lists, or, when none does, the one
// with the most lists holding it net of the lists that do not (answerable or not).
//   pnpm --filter bench answer-calibration
// Results: bench/results/answer-calibration.json.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApp, type ModelLocation, resolveModelLocation } from 'api';
import { classify, corpusDomains, expectedOf, loadDomain, type Outcome, TARGETS } from '../api/test/knowledge/answer-quality-corpus.ts';
import {
  type BuiltinScores,
  CANDIDATES_MAX,
  decideBuiltin,
  RESPONDER_BANDS,
  RESPONDER_BANDS_WITH_MEANING,
  type ResponderBands,
} from '../api/src/domains/agent/steps/builtin-responder.ts';
import { registerDomain } from './lib/domain-agent.ts';
import { responderScores, RUNTIME_TOP_K } from './lib/responder-scores.ts';

const here = dirname(fileURLToPath(import.meta.url));
const corpusDir = join(here, '..', 'api', 'test', 'knowledge', 'fixtures', 'answer-quality');
const resultsDir = join(here, 'results');

type App = Awaited<ReturnType<typeof buildApp>>;

// --model builtin (default: the installed built-in model) or off: the bands for answering with retrieval by meaning or without.
const { values: args } = parseArgs({ options: { model: { type: 'string', default: 'builtin' } } });
const embeddingModel: ModelLocation = args.model === 'off' ? { kind: 'off' } : resolveModelLocation(args.model === 'builtin' ? undefined : args.model, '.');
if (args.model !== 'off' && embeddingModel.kind === 'off') throw new Error('the built-in model is not installed: run tooling/models/install-builtin-model.sh (or pass --model off)');

interface Asked {
  domain: string;
  question: string;
  expected: string[];
  scores: BuiltinScores | null;
  keyOf: ReadonlyMap<string, string>;
}

async function askDomain(app: App, domain: string): Promise<Asked[]> {
  const corpus = loadDomain(corpusDir, domain, 'tuning');
  const { owner, keyOf } = await registerDomain(app, corpus, 'calibrate');
  await app.knowledge.jobs.whenIdle();
  await app.knowledge.vectors.whenIdle();
  const asked: Asked[] = [];
  for (const q of corpus.questions) {
    const { scores } = await responderScores(app, owner.agentId, q.question);
    asked.push({ domain, question: q.question, expected: expectedOf(q), scores, keyOf });
  }
  return asked;
}

interface Tally {
  bands: ResponderBands;
  counts: Record<Outcome, number>;
  answerable: number;
  unanswerable: number;
}

function tally(asked: readonly Asked[], bands: ResponderBands): Tally {
  const counts: Record<string, number> = {};
  let answerable = 0;
  for (const a of asked) {
    const decision = decideBuiltin(a.scores, bands);
    const key = (id: string) => a.keyOf.get(id) ?? `?${id}`;
    const observed =
      decision.kind === 'qa'
        ? { engine: 'knowledge_qa', itemKey: key(decision.score.passage.itemId), candidateKeys: [] }
        : decision.kind === 'passage'
          ? { engine: 'knowledge_passages', itemKey: key(decision.passage.itemId), candidateKeys: [] }
          : decision.kind === 'candidates'
            ? { engine: 'knowledge_candidates', itemKey: null, candidateKeys: decision.candidates.map((c) => key(c.passage.itemId)) }
            : { engine: 'fallback', itemKey: null, candidateKeys: [] };
    const outcome = classify(a.expected, { ...observed, rankedKeys: [] });
    counts[outcome] = (counts[outcome] ?? 0) + 1;
    if (a.expected.length > 0) answerable += 1;
  }
  return { bands, counts: counts as Record<Outcome, number>, answerable, unanswerable: asked.length - answerable };
}

const n = (t: Tally, o: Outcome) => t.counts[o] ?? 0;
const pct = (x: number, of: number) => `${((100 * x) / Math.max(of, 1)).toFixed(1)}%`;
function line(t: Tally): string {
  const unsure = n(t, 'unsure_with_right') + n(t, 'unsure_without_right');
  return [
    `qaSure ${t.bands.qaSure.toFixed(3)} qaLead ${t.bands.qaLead.toFixed(3)} qaAsked ${t.bands.qaAsked.toFixed(2)} qaPassageSure ${t.bands.qaPassageSure.toFixed(3)} candidate ${t.bands.candidate.toFixed(3)} semFloor ${t.bands.semFloor.toFixed(2)} semCeil ${t.bands.semCeil.toFixed(2)}:`,
    `right sure ${n(t, 'right_sure')} ${pct(n(t, 'right_sure'), t.answerable)},`,
    `wrong sure ${n(t, 'wrong_sure')} ${pct(n(t, 'wrong_sure'), t.answerable)},`,
    `unsure ${unsure} ${pct(unsure, t.answerable)} (right among ${pct(n(t, 'unsure_with_right'), unsure)}),`,
    `fallback ${n(t, 'fallback')} ${pct(n(t, 'fallback'), t.answerable)},`,
    `unanswerable sure ${n(t, 'unanswerable_sure')} ${pct(n(t, 'unanswerable_sure'), t.unanswerable)}, unsure ${n(t, 'unanswerable_unsure')}`,
  ].join(' ');
}

const steps = (from: number, to: number, step: number) => Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => Math.round((from + i * step) * 1000) / 1000);
/**
 * A wrong sure answer weighs this many right ones when sure bands are compared: the limits are meant
 * for questions the bands never saw, and the band with the most right answers sits at their edge on
 * the questions that chose it (the tuning split's 6 wrong were 9 on the report split, 2026-11-29).
 */
const WRONG_SURE_COST = 2;
/** Off: no passage reaches it. */
const OFF = 1.01;

try {
  const app = await buildApp({ database: { kind: 'pglite' }, jwtSecret: randomBytes(32).toString('hex'), encryptionKey: randomBytes(32).toString('hex'), logger: false, embeddingModel });
  let asked: Asked[] = [];
  try {
    await app.ready();
    for (const domain of corpusDomains(corpusDir)) asked = [...asked, ...(await askDomain(app, domain))];
  } finally {
    await app.close();
  }

  console.log(`tuning split: ${asked.length} questions, top ${RUNTIME_TOP_K} passages, up to ${CANDIDATES_MAX} candidates\n`);
  const today = embeddingModel.kind === 'off' ? RESPONDER_BANDS : RESPONDER_BANDS_WITH_MEANING;
  console.log(`today (${embeddingModel.kind === 'off' ? 'RESPONDER_BANDS' : 'RESPONDER_BANDS_WITH_MEANING'}):\n  ${line(tally(asked, today))}\n`);

  // The sure bands first: the candidate band does not change what is sure.
  const sure: Tally[] = [];
  if (embeddingModel.kind === 'off') {
    for (const qaSure of steps(0.3, 1, 0.025)) {
      for (const qaLead of steps(0, 0.5, 0.025)) {
        for (const qaAsked of steps(0, 0.5, 0.05)) {
          // The corpus holds Q&A only: the documents' band is left as it is.
          for (const qaPassageSure of [...steps(0.4, 1, 0.05), OFF]) sure.push(tally(asked, { ...RESPONDER_BANDS, qaSure, qaLead, qaAsked, qaPassageSure, candidate: OFF, semFloor: 1, semCeil: 1 }));
        }
      }
    }
  } else {
    // With a model, the meaning's bands too (e5's cosines of Japanese questions lie in 0.75–0.95),
    // over a coarser grid of the others (qaPassageSure stays off, as chosen without a model).
    for (const semFloor of steps(0.8, 0.9, 0.01)) {
      for (const semCeil of steps(semFloor + 0.02, 0.98, 0.02)) {
        for (const qaSure of steps(0.3, 1, 0.05)) {
          for (const qaLead of steps(0, 0.5, 0.05)) {
            for (const qaAsked of [0, 0.15, 0.3]) sure.push(tally(asked, { ...RESPONDER_BANDS, qaSure, qaLead, qaAsked, qaPassageSure: OFF, candidate: OFF, semFloor, semCeil }));
          }
        }
      }
    }
  }
  const allowed = sure.filter(
    (t) => n(t, 'wrong_sure') / t.answerable <= TARGETS.wrongSureMax && n(t, 'unanswerable_sure') / t.unanswerable <= TARGETS.unanswerableSureMax,
  );
  const worth = (t: Tally) => n(t, 'right_sure') - WRONG_SURE_COST * n(t, 'wrong_sure');
  allowed.sort(
    (a, b) =>
      worth(b) - worth(a) ||
      n(b, 'right_sure') - n(a, 'right_sure') ||
      n(a, 'wrong_sure') - n(b, 'wrong_sure') ||
      n(a, 'unanswerable_sure') - n(b, 'unanswerable_sure') ||
      b.bands.qaSure - a.bands.qaSure ||
      b.bands.qaLead - a.bands.qaLead ||
      b.bands.qaAsked - a.bands.qaAsked ||
      b.bands.qaPassageSure - a.bands.qaPassageSure,
  );
  console.log(`sure bands within the limits, most right net of ${WRONG_SURE_COST} × wrong first:`);
  for (const t of allowed.slice(0, 8)) console.log(`  ${line(t)}`);
  const chosenSure = allowed[0];
  if (!chosenSure) throw new Error('no sure band keeps within the limits');

  const unsure = steps(0.05, chosenSure.bands.qaSure, 0.025).map((candidate) => tally(asked, { ...chosenSure.bands, candidate }));
  console.log('\ncandidate bands under the chosen sure bands:');
  for (const t of unsure) console.log(`  ${line(t)}`);
  const share = (t: Tally) => {
    const offered = n(t, 'unsure_with_right') + n(t, 'unsure_without_right');
    return offered === 0 ? 0 : n(t, 'unsure_with_right') / offered;
  };
  // The lowest band whose lists hold the right question often enough. When none does, the band
  // with the most lists holding it net of the lists that mislead (those without it, for answerable
  // and unanswerable questions alike): a list that misleads costs the visitor as much as a right
  // one helps, and more lists than that only add noise (ties: the higher band, fewer lists).
  const offered = unsure.filter((t) => n(t, 'unsure_with_right') + n(t, 'unsure_without_right') > 0);
  const net = (t: Tally) => n(t, 'unsure_with_right') - n(t, 'unsure_without_right') - n(t, 'unanswerable_unsure');
  const chosen = offered.find((t) => share(t) >= TARGETS.unsureWithRightMin) ?? [...offered].sort((a, b) => net(b) - net(a) || b.bands.candidate - a.bands.candidate)[0];
  console.log(`\nchosen: ${chosen ? line(chosen) : 'none'}`);

  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, 'answer-calibration.json');
  const scores = asked.map((a) => ({
    domain: a.domain,
    question: a.question,
    expected: a.expected,
    qa: a.scores?.qa.map((s) => ({ key: a.keyOf.get(s.passage.itemId), likeness: s.likeness, bm25: s.passage.score })) ?? [],
    qaPassage: a.scores?.qaPassage ? { key: a.keyOf.get(a.scores.qaPassage.passage.itemId), covered: a.scores.qaPassage.covered } : null,
  }));
  writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), split: 'tuning', chosen, allowedSure: allowed.slice(0, 20), candidateBands: unsure, scores }, null, 2)}\n`);
  console.log(`saved ${file}`);
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
}
