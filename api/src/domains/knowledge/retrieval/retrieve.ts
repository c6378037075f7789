import type { KnowledgeItemType } from 'shared-contracts';
import type { Database } from '#src/db/database';
import { type WeightedTerm } from '../knowledge-search-repository';
import { idf } from './bm25';
import { type QueryTerm, queryTerms } from './query-terms';
import { defaultSynonyms } from './synonyms/default-synonyms';
import type { SynonymIndex } from './synonyms/synonym-index';
import { repositoriesOf } from '../../repositories';

export interface RetrieveOptions {
  /** How many passages to answer with, best first. */
  topK: number;
  /** Default: the curated support synonyms and Sudachi's; null: no expansion. */
  synonyms?: SynonymIndex | null;
  /** How many postings the question may read in all; default POSTINGS_BUDGET (bench retrieval-budget compares others). */
  postingsBudget?: number;
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
  /** BM25: larger is closer; comparable within one answer. */
  score: number;
}

/**
 * How many postings one question may read in all. Rare terms are read whole (their postings are
 * few); the rest share what is left, best impact first, at least POSTINGS_PER_TERM_MIN each. While
 * every term fits, the ranking is exact BM25; past that, a common term counts only where it weighs
 * most, and a passage is found through its rarer terms.
 *
 * Chosen by bench retrieval-budget on the tuning set of the answer-quality corpus, each domain's Q&A
 * among 5,000 passages of other text: the smallest budget that ranks the right item first and in
 * the first five as often as exact BM25 (4,000, the old budget, did no better). At 50,000 passages
 * it cut the database's CPU per answer from 14.0 to 10.1 ms and the time to the first token p95
 * from 23.4 to 19.6 ms (bench agent-stream).
 */
export const POSTINGS_BUDGET = 1_000;
export const POSTINGS_PER_TERM_MIN = 100;
const CANDIDATES_MIN = 50;
const ROUNDS_MAX = 3;

/**
 * How rare a term is among the agent's passages (BM25's IDF; a term no passage holds is rarest).
 * Answers for the terms of the question asked (its words, their readings, its bigrams); 0 for any other.
 */
export type TermRarity = (term: string) => number;

export interface Retrieved {
  passages: RetrievedPassage[];
  rarity: TermRarity;
}

const NO_RARITY: TermRarity = () => 0;

/** As retrieve, with the rarity of the question's terms that retrieval read anyway: what the built-in responder weighs words by. */
export async function retrieveWithRarity(db: Database, agentId: string, question: string, options: RetrieveOptions): Promise<Retrieved> {
  const query = queryTerms(question, options.synonyms === undefined ? defaultSynonyms() : options.synonyms);
  if (query.length === 0 || options.topK < 1) return { passages: [], rarity: NO_RARITY };
  const search = repositoriesOf(db).knowledgeSearch;
  const looked = [...new Set(query.flatMap((t) => (t.synonymOf === undefined ? [t.term] : [t.term, t.synonymOf])))];
  const statistics = await search.statistics(agentId, looked);
  if (!statistics) return { passages: [], rarity: NO_RARITY };
  const lookedSet = new Set(looked);
  const { documentFrequencies, passageCount } = statistics;
  const rarity: TermRarity = (term) => (lookedSet.has(term) ? idf(documentFrequencies.get(term) ?? 0, passageCount) : 0);
  const terms = shareBudget(weigh(query, documentFrequencies, passageCount), options.postingsBudget ?? POSTINGS_BUDGET);
  if (terms.length === 0) return { passages: [], rarity };
  const averageLength = Math.max(statistics.totalLength / passageCount, 1);

  let candidates = Math.max(options.topK * 5, CANDIDATES_MIN);
  for (let round = 1; ; round += 1) {
    const best = await search.bestPassages(agentId, statistics.agentNo, terms, averageLength, candidates, options.topK);
    // Candidates of a generation being written (or just replaced) are left out; ask for more when they crowd the top.
    if (best.passages.length >= options.topK || best.candidates < candidates || round === ROUNDS_MAX) return { passages: best.passages, rarity };
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

interface Weighed {
  term: string;
  weight: number;
  concept: number;
  df: number;
}

/**
 * Query weight times IDF. A synonym never weighs more than the word it stands for: a rare synonym
 * (窓口, in one passage) must not outrank the common word the visitor typed (問い合わせ).
 */
function weigh(query: readonly QueryTerm[], frequencies: ReadonlyMap<string, number>, passageCount: number): Weighed[] {
  return query.flatMap((term) => {
    const df = frequencies.get(term.term) ?? 0;
    if (df === 0) return [];
    let termIdf = idf(df, passageCount);
    if (term.synonymOf !== undefined) termIdf = Math.min(termIdf, idf(frequencies.get(term.synonymOf) ?? 0, passageCount));
    return [{ term: term.term, weight: term.weight * termIdf, concept: term.concept, df }];
  });
}

/** How many postings each term reads: rarest first, each its whole list while the budget lasts. */
function shareBudget(terms: readonly Weighed[], budget: number): WeightedTerm[] {
  const ordered = [...terms].sort((a, b) => a.df - b.df);
  let left = budget;
  return ordered.map((term, index) => {
    const share = Math.floor(left / (ordered.length - index));
    const postings = Math.max(POSTINGS_PER_TERM_MIN, Math.min(term.df, share));
    left = Math.max(0, left - postings);
    return { term: term.term, weight: term.weight, concept: term.concept, postings };
  });
}
