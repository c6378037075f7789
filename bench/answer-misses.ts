// Where the built-in responder goes wrong, question by question, on the TUNING split of the
// answer-quality corpus only (the report split is never listed: what is seen there would be tuned
// to). For each domain, a fresh agent on PGlite with the domain's Q&A indexed by the API's own
// background indexing; each answerable question whose right item is not the responder's most alike
// Q&A pair is printed with what the responder saw:
//   the question's content words as it weighs them (relevance.ts questionWords: the word, its
//   weight, "unheld" where no passage holds it, its reading or any of its spellings), and
//   the three most alike pairs (corpus key: likeness / asked, the share of the question the pair's
//   own question holds; builtin-responder.ts QaScore).
// A closing count sorts the misses: the right pair among the three shown, among the passages read
// but further down, or not read at all (retrieval did not bring it).
//   pnpm --filter bench answer-misses
//   … --domain dental-clinic      one domain
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApp, knowledge } from 'api';
import { corpusDomains, expectedOf, loadDomain } from '../api/test/knowledge/answer-quality-corpus.ts';
import { questionWords } from '../api/src/domains/agent/steps/relevance.ts';
import { registerDomain } from './lib/domain-agent.ts';
import { responderScores } from './lib/responder-scores.ts';

const here = dirname(fileURLToPath(import.meta.url));
const corpusDir = join(here, '..', 'api', 'test', 'knowledge', 'fixtures', 'answer-quality');
const SHOWN = 3;

const { values: args } = parseArgs({ options: { domain: { type: 'string' } } });

type Place = 'shown' | 'read' | 'not read';

try {
  const app = await buildApp({ database: { kind: 'pglite' }, jwtSecret: randomBytes(32).toString('hex'), encryptionKey: randomBytes(32).toString('hex'), logger: false });
  const places: Record<Place, number> = { shown: 0, read: 0, 'not read': 0 };
  let answerable = 0;
  try {
    await app.ready();
    for (const domain of args.domain ? [args.domain] : corpusDomains(corpusDir)) {
      const corpus = loadDomain(corpusDir, domain, 'tuning');
      const { owner, keyOf } = await registerDomain(app, corpus, 'misses');
      await app.knowledge.jobs.whenIdle();
      console.log(`\n${domain} (${corpus.title}), tuning split:`);
      for (const q of corpus.questions) {
        const expected = expectedOf(q);
        if (expected.length === 0) continue;
        answerable += 1;
        const { retrieved, scores } = await responderScores(app, owner.agentId, q.question);
        const ranked = (scores?.qa ?? []).map((s) => ({ key: keyOf.get(s.passage.itemId) ?? '?', likeness: s.likeness, asked: s.asked }));
        if (ranked[0] && expected.includes(ranked[0].key)) continue;
        const at = ranked.findIndex((r) => expected.includes(r.key));
        const place: Place = at === -1 ? 'not read' : at < SHOWN ? 'shown' : 'read';
        places[place] += 1;
        const words = questionWords(q.question, retrieved.rarity, knowledge.defaultSynonyms(), retrieved.holds).map((w) => {
          const held = [w.word, w.reading, ...w.variants].some((term) => term !== '' && retrieved.holds(term));
          return `${w.word} ${w.weight.toFixed(1)}${held ? '' : ' unheld'}`;
        });
        const shown = ranked.slice(0, SHOWN).map((r) => `${r.key} ${r.likeness.toFixed(2)}/${r.asked.toFixed(2)}`);
        console.log(`  ${q.question}  (want ${expected.join(' or ')}; ${place})`);
        console.log(`    words: ${words.join(', ') || '(none)'}`);
        console.log(`    pairs: ${shown.join(', ') || '(none)'}`);
      }
    }
  } finally {
    await app.close();
  }
  const missed = places.shown + places.read + places['not read'];
  console.log(
    `\n${missed} of ${answerable} answerable questions have another pair first: the right one among the ${SHOWN} shown ${places.shown}, among the passages read below them ${places.read}, not read ${places['not read']}.`,
  );
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
}
