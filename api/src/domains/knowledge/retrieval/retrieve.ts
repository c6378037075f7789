import type { KnowledgeItemType } from 'shared-contracts';
import type { Database } from '#src/db/database';
import type { KnowledgeContent } from '#src/db/schema/index';
import { idf } from './bm25';
import { queryTerms } from './query-terms';
import { defaultSynonyms } from './synonyms/default-synonyms';
import type { SynonymIndex } from './synonyms/synonym-index';
import { repositoriesOf } from '../../repositories';
import type { ScoredPassage, SearchRequest } from '../knowledge-search-repository';
import { semanticSearchOf } from '../embedding/semantic-search';
import { fuseRankings, withPassages } from './fuse';

export interface RetrieveOptions {
  /** How many passages to answer with, best first. */
  topK: number;
  /** Default: the curated support synonyms and Sudachi's; null: no expansion. */
  synonyms?: SynonymIndex | null;
  /** How many postings the question may read in all; default POSTINGS_BUDGET (bench retrieval-budget compares others). */
  postingsBudget?: number;
  /** The fewest postings any term reads; default POSTINGS_PER_TERM_MIN (for the same bench). */
  postingsPerTermMin?: number;
  /** false: text ranking only, even where the app has a model (benches compare the two). */
  semantic?: boolean;
}

export interface RetrievedPassage {
  passageId: string;
  itemId: string;
  itemTitle: string;
  itemType: KnowledgeItemType;
  /** The headings above the passage (Q&A: the question). */
  heading: string;
  text: string;
  /**
   * The passage's content words and readings, heading and text, as indexed (the built-in responder
   * compares by them); absent or null when indexed before they were kept: it analyses the text then.
   */
  words?: readonly string[] | null;
  /**
   * A Q&A item's content (question, alternatives, answer, emotion), read with the passage; null for
   * other items, absent where the caller did not read it (the responder then looks it up).
   */
  qa?: Extract<KnowledgeContent, { type: 'qa' }> | null;
  /** BM25: larger is closer; comparable within one answer (0 for a passage found by meaning only). */
  score: number;
  /**
   * Cosine similarity of the question to the passage (the best of its vectors) where retrieval by
   * meaning ran and held it; null where it ran and did not; absent where it did not run.
   */
  similarity?: number | null;
}

/**
 * How many postings one question may read in all. Rare terms are read whole (their postings are
 * few); the rest share what is left, best impact first, at least POSTINGS_PER_TERM_MIN each. While
 * every term fits, the ranking is exact BM25; past that, a common term counts only where it weighs
 * most, and a passage is found through its rarer terms.
 *
 * Both chosen by bench retrieval-budget on the tuning set of the answer-quality corpus, each
 * domain's Q&A among 5,000 passages of other text: the smallest budget, then the smallest minimum,
 * that rank the right item first and in the first five as often as exact BM25 (4,000 and 100, the
 * old ones, did no better). At 50,000 passages (bench agent-stream) the budget cut the database's
 * CPU per answer from 14.0 to 10.1 ms and the first token p95 from 23.4 to 19.6 ms over HTTP; the
 * minimum, with retrieval in one statement, to 9.8 ms and 17.4 ms.
 */
export const POSTINGS_BUDGET = 1_000;
export const POSTINGS_PER_TERM_MIN = 25;
const CANDIDATES_MIN = 50;
const ROUNDS_MAX = 3;

/**
 * How rare a term is among the agent's passages (BM25's IDF; a term no passage holds is rarest).
 * Answers for the terms of the question asked (its words, their readings, its bigrams); 0 for any other.
 */
export type TermRarity = (term: string) => number;

/** Whether any of the agent's passages holds a term. Answers for the terms of the question asked (see TermRarity); false for any other. */
export type TermHeld = (term: string) => boolean;

export interface Retrieved {
  passages: RetrievedPassage[];
  rarity: TermRarity;
  holds: TermHeld;
  /** Retrieval by meaning, where it ran: the model, and the milliseconds of embedding the question. */
  semantic?: { model: string; embedMs: number };
}

/**
 * How many passages retrieval by meaning reads, at least: enough that a Q&A pair the visitor
 * phrased in other words is among them, few enough that reading them stays cheap.
 */
const SEMANTIC_CANDIDATES_MIN = 20;

/**
 * The longest retrieval waits for the question's vector and its nearest passages (the built-in model:
 * about 15–40 ms; a provider: a network call) before answering by words alone.
 */
export const SEMANTIC_BUDGET_MS = 2_000;

const NO_RARITY: TermRarity = () => 0;
const NOTHING_HELD: TermHeld = () => false;

/**
 * What retrieval asks the search statement first for a question (null: nothing to look for); a
 * later round asks the same with more candidates. Benches read the plan of this request.
 */
export function searchRequestFor(question: string, options: RetrieveOptions): SearchRequest | null {
  const query = queryTerms(question, options.synonyms === undefined ? defaultSynonyms() : options.synonyms);
  if (query.length === 0 || options.topK < 1) return null;
  return {
    terms: query,
    looked: [...new Set(query.flatMap((t) => (t.synonymOf === undefined ? [t.term] : [t.term, t.synonymOf])))],
    postingsBudget: options.postingsBudget ?? POSTINGS_BUDGET,
    postingsPerTermMin: options.postingsPerTermMin ?? POSTINGS_PER_TERM_MIN,
    candidates: Math.max(options.topK * 5, CANDIDATES_MIN),
    wanted: options.topK,
  };
}

/** As retrieve, with the rarity of the question's terms that retrieval read anyway: what the built-in responder weighs words by. */
export async function retrieveWithRarity(db: Database, agentId: string, question: string, options: RetrieveOptions): Promise<Retrieved> {
  const semanticSearch = options.semantic === false ? undefined : semanticSearchOf(db);
  // The question is embedded while BM25 runs; neither waits for the other to start. A provider that
  // is slow or down costs the visitor at most SEMANTIC_BUDGET_MS: the answer then comes by words.
  const budget = new AbortController();
  const timer = setTimeout(() => budget.abort(new Error('retrieval by meaning took too long')), SEMANTIC_BUDGET_MS);
  const semantic =
    semanticSearch && options.topK >= 1
      ? Promise.race([
          semanticSearch.nearest(agentId, question, Math.max(options.topK * 4, SEMANTIC_CANDIDATES_MIN), budget.signal),
          new Promise<null>((resolve) => budget.signal.addEventListener('abort', () => resolve(null), { once: true })),
        ]).catch(() => null)
      : Promise.resolve(null);
  let lexical: Retrieved;
  let near: Awaited<typeof semantic>;
  try {
    lexical = await retrieveLexical(db, agentId, question, options);
    near = await semantic;
  } finally {
    clearTimeout(timer);
  }
  if (!near || !semanticSearch) return lexical;
  const hits = fuseRankings(lexical.passages, near.hits, options.topK);
  const lexicalPassages = lexical.passages as ScoredPassage[];
  return {
    ...lexical,
    passages: await withPassages(hits, lexicalPassages, (ids) => semanticSearch.passages(agentId, ids)),
    semantic: { model: near.model, embedMs: near.embedMs },
  };
}

async function retrieveLexical(db: Database, agentId: string, question: string, options: RetrieveOptions): Promise<Retrieved> {
  const request = searchRequestFor(question, options);
  if (!request) return { passages: [], rarity: NO_RARITY, holds: NOTHING_HELD };
  const search = repositoriesOf(db).knowledgeSearch;
  const lookedSet = new Set(request.looked);
  let { candidates } = request;
  for (let round = 1; ; round += 1) {
    const found = await search.search(agentId, { ...request, candidates });
    if (!found) return { passages: [], rarity: NO_RARITY, holds: NOTHING_HELD };
    const { documentFrequencies, passageCount } = found;
    // Candidates of a generation being written (or just replaced) are left out; ask for more when they crowd the top.
    if (found.passages.length >= options.topK || found.candidates < candidates || round === ROUNDS_MAX) {
      return {
        passages: found.passages,
        rarity: (term) => (lookedSet.has(term) ? idf(documentFrequencies.get(term) ?? 0, passageCount) : 0),
        holds: (term) => lookedSet.has(term) && (documentFrequencies.get(term) ?? 0) > 0,
      };
    }
    candidates *= 4;
  }
}

/**
 * The passages that answer a question best, for one agent: Japanese-aware BM25 over word and
 * character-bigram terms with synonym expansion (see queryTerms). Scoring and the check that a
 * passage is published happen in one statement, so a passage swap that commits meanwhile shows the
 * old passages or the new ones, never a mix or none. The one module the agent runtime calls.
 */
export async function retrieve(db: Database, agentId: string, question: string, options: RetrieveOptions): Promise<RetrievedPassage[]> {
  return (await retrieveWithRarity(db, agentId, question, options)).passages;
}
