import type { KnowledgeItemType } from 'shared-contracts';
import type { Database } from '../../db/database';
import { type Bm25Parameters, createKnowledgeSearchRepository, type WeightedTerm } from '../../repositories/knowledge-search-repository';
import { type QueryTerm, queryTerms } from './query-terms';
import { defaultSynonyms } from './synonyms/default-synonyms';
import type { SynonymIndex } from './synonyms/synonym-index';

export interface RetrieveOptions {
  /** How many passages to answer with, best first. */
  topK: number;
  /** Default: the curated support synonyms and Sudachi's; null: no expansion. */
  synonyms?: SynonymIndex | null;
}

export interface RetrievedPassage {
  passageId: string;
  itemId: string;
  itemTitle: string;
  itemType: KnowledgeItemType;
  /** The headings above the passage (Q&A: the question). */
  heading: string;
  text: string;
  /** BM25: larger is closer; comparable within one answer. */
  score: number;
}

export const BM25: Omit<Bm25Parameters, 'averageLength'> = { k1: 1.2, b: 0.75 };

/**
 * How many postings the first pass may add up. Terms are taken rarest first; the commonest ones
 * (です, ます-like bigrams present in most passages) are then scored on the candidates only. In a
 * small knowledge base everything fits, and the ranking is exact BM25.
 */
export const POSTINGS_BUDGET = 20_000;
const CANDIDATES_MIN = 50;
const ROUNDS_MAX = 3;

/**
 * The passages that answer a question best, for one agent: Japanese-aware BM25 over word and
 * character-bigram terms with synonym expansion (see queryTerms), read in one snapshot, so a
 * passage swap that commits meanwhile shows the old passages or the new ones, never a mix or none.
 * The one module the agent runtime calls.
 */
export async function retrieve(db: Database, agentId: string, question: string, options: RetrieveOptions): Promise<RetrievedPassage[]> {
  const query = queryTerms(question, options.synonyms === undefined ? defaultSynonyms() : options.synonyms);
  if (query.length === 0 || options.topK < 1) return [];
  return db.transaction(
    async (tx) => {
      const search = createKnowledgeSearchRepository(tx);
      const corpus = await search.corpus(agentId);
      if (corpus.passageCount === 0) return [];
      const frequencies = await search.documentFrequencies(agentId, [...new Set(query.flatMap((t) => (t.synonymOf === undefined ? [t.term] : [t.term, t.synonymOf])))]);
      const { first, rest } = splitByBudget(weigh(query, frequencies, corpus.passageCount));
      const parameters: Bm25Parameters = { ...BM25, averageLength: Math.max(corpus.totalLength / corpus.passageCount, 1) };

      let limit = Math.max(options.topK * 5, CANDIDATES_MIN);
      for (let round = 1; ; round += 1) {
        const candidates = await search.topPassages(agentId, first, parameters, limit);
        const ids = candidates.map((c) => c.passageId);
        const [more, live] = await Promise.all([search.scoresOf(agentId, rest, parameters, ids), search.livePassages(agentId, ids)]);
        const scores = new Map(candidates.map((c) => [c.passageId, c.score + (more.get(c.passageId) ?? 0)]));
        const ranked = live
          .map((passage) => ({ ...passage, score: scores.get(passage.passageId) ?? 0 }))
          .sort((a, b) => b.score - a.score || Number(a.passageId) - Number(b.passageId));
        // Candidates of a generation being written (or just replaced) are not live; ask for more when they crowd the top.
        if (ranked.length >= options.topK || candidates.length < limit || round === ROUNDS_MAX) return ranked.slice(0, options.topK);
        limit *= 4;
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** BM25's IDF, never negative: ln(1 + (N − df + 0.5) / (df + 0.5)). */
export function idf(df: number, passageCount: number): number {
  return Math.log(1 + (passageCount - df + 0.5) / (df + 0.5));
}

interface Weighed extends WeightedTerm {
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

/** Whole concepts, rarest first, into the first pass while their postings fit the budget; the rest after. */
function splitByBudget(terms: readonly Weighed[]): { first: WeightedTerm[]; rest: WeightedTerm[] } {
  const concepts = new Map<number, Weighed[]>();
  for (const term of terms) concepts.set(term.concept, [...(concepts.get(term.concept) ?? []), term]);
  const ordered = [...concepts.values()]
    .map((members) => ({ members, rarest: Math.min(...members.map((m) => m.df)), postings: members.reduce((sum, m) => sum + m.df, 0) }))
    .sort((a, b) => a.rarest - b.rarest);
  const first: WeightedTerm[] = [];
  const rest: WeightedTerm[] = [];
  let postings = 0;
  for (const concept of ordered) {
    const strip = (m: Weighed): WeightedTerm => ({ term: m.term, weight: m.weight, concept: m.concept });
    if (first.length === 0 || postings + concept.postings <= POSTINGS_BUDGET) {
      first.push(...concept.members.map(strip));
      postings += concept.postings;
    } else {
      rest.push(...concept.members.map(strip));
    }
  }
  return { first, rest };
}
