// What reading Japanese costs (issue #15, deliverable 2): the CPU time of the matching steps alone,
// no database. Per question: the retrieval's query terms (words, bigrams, readings, synonyms) and the
// built-in responder's content terms, over the answer-quality corpus's TUNING questions (the report
// split is never read here). Per passage: the index terms an indexing run builds, over the corpus's
// Q&A (qaPassages) and over synthetic article passages like the knowledge bench's (documentPassages),
// as passages a second, with the postings a passage brings (what the database then writes). Also the
// one-off loads (synonym dictionaries, the morphological analyser's dictionary) and the memory after.
//   pnpm --filter bench matching-cost
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { knowledge } from 'api';
import { contentTerms } from '../api/src/domains/agent/steps/relevance.ts';
import { corpusDomains, loadDomain } from '../api/test/knowledge/answer-quality-corpus.ts';
import { percentile, syntheticCorpus } from './lib/knowledge-index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const corpusDir = join(here, '..', 'api', 'test', 'knowledge', 'fixtures', 'answer-quality');
const ROUNDS = 20;
const SYNTHETIC_PASSAGES = 3_000;

/** The CPU time `work` took (ms), user and system: on a machine shared with other work, wall time says more about the neighbours. */
function timed<T>(work: () => T): [T, number] {
  const started = process.cpuUsage();
  const result = work();
  const used = process.cpuUsage(started);
  return [result, (used.user + used.system) / 1000];
}

const [synonyms, synonymsMs] = timed(() => knowledge.defaultSynonyms());
// The first question loads whatever else the matching reads lazily (the analyser's dictionary, if any).
const [, firstQuestionMs] = timed(() => {
  knowledge.queryTerms('営業時間を教えてください', synonyms);
  contentTerms('営業時間を教えてください');
});

const domains = corpusDomains(corpusDir).map((domain) => loadDomain(corpusDir, domain, 'tuning'));
const questions = domains.flatMap((d) => d.questions.map((q) => q.question));
const qaItems = domains.flatMap((d) => d.items);

// Per question (CPU time, at microsecond resolution), every tuning question ROUNDS times (the first round warms the JIT and is dropped).
const perQuestion: number[] = [];
for (let round = 0; round <= ROUNDS; round += 1) {
  for (const question of questions) {
    const [, ms] = timed(() => {
      knowledge.queryTerms(question, synonyms);
      contentTerms(question);
    });
    if (round > 0) perQuestion.push(ms * 1000);
  }
}
perQuestion.sort((a, b) => a - b);

interface Indexing {
  passages: number;
  seconds: number;
  postings: number;
}

function indexQa(): Indexing {
  let passages = 0;
  let postings = 0;
  const [, ms] = timed(() => {
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const item of qaItems) {
        const plan = knowledge.qaPassages({ type: 'qa', question: item.question, alternatives: [], answer: item.answer, emotion: null });
        for (const passage of plan.build(0, plan.length)) {
          passages += 1;
          postings += passage.terms.size;
        }
      }
    }
  });
  return { passages, seconds: ms / 1000, postings };
}

const articles = syntheticCorpus(SYNTHETIC_PASSAGES);
function indexArticles(): Indexing {
  let passages = 0;
  let postings = 0;
  const [, ms] = timed(() => {
    for (const article of articles) {
      const plan = knowledge.documentPassages(article.title, knowledge.extractPlainText(article.body));
      for (let start = 0; start < plan.length; start += 100) {
        for (const passage of plan.build(start, Math.min(start + 100, plan.length))) {
          passages += 1;
          postings += passage.terms.size;
        }
      }
    }
  });
  return { passages, seconds: ms / 1000, postings };
}

indexQa();
const qa = indexQa();
const documents = indexArticles();
const memory = process.memoryUsage();

const mean = perQuestion.reduce((sum, v) => sum + v, 0) / perQuestion.length;
const line = (label: string, i: Indexing) =>
  `${label}: ${(i.passages / i.seconds).toFixed(0)} passages/s (${((i.seconds / i.passages) * 1e6).toFixed(0)} µs a passage), ${(i.postings / i.passages).toFixed(0)} postings a passage`;
console.log(`loads: synonym dictionaries ${synonymsMs.toFixed(0)} ms; first question ${firstQuestionMs.toFixed(0)} ms (what it loads lazily)`);
console.log(
  `per question (${questions.length} tuning questions × ${ROUNDS}; query terms + content terms): mean ${mean.toFixed(0)} µs, p50 ${percentile(perQuestion, 50).toFixed(0)} µs, p95 ${percentile(perQuestion, 95).toFixed(0)} µs, p99 ${percentile(perQuestion, 99).toFixed(0)} µs`,
);
console.log(line(`indexing, corpus Q&A (${qaItems.length} × ${ROUNDS})`, qa));
console.log(line('indexing, synthetic article passages', documents));
console.log(`memory: rss ${(memory.rss / 1e6).toFixed(0)} MB, heap used ${(memory.heapUsed / 1e6).toFixed(0)} MB`);
