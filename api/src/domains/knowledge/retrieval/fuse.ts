import type { NearPassage } from '../knowledge-vector-repository';
import type { ScoredPassage } from '../knowledge-search-repository';

/**
 * Reciprocal rank fusion's constant (Cormack et al. 2009; FastGPT's and most peers' choice): a
 * passage's fused score is Σ 1 / (k + rank) over the rankings that hold it, so neither BM25's
 * unbounded scores nor the model's compressed cosines (e5: 0.75–0.95) need a common scale.
 */
export const RRF_K = 60;

export interface FusedPassage extends ScoredPassage {
  /** Cosine similarity to the question (the best of the passage's vectors); null where the semantic ranking did not hold it. */
  similarity: number | null;
  /** Σ 1 / (RRF_K + rank) over the two rankings. */
  fused: number;
}

/** The two rankings as one, best first (ties: the lexical order, then the passage id). BM25 scores are kept as they were. */
export function fuseRankings(lexical: readonly ScoredPassage[], semantic: readonly NearPassage[], limit: number): FusedPassage[] {
  const byId = new Map<string, FusedPassage & { order: number }>();
  lexical.forEach((p, rank) => byId.set(p.passageId, { ...p, similarity: null, fused: 1 / (RRF_K + rank + 1), order: rank }));
  semantic.forEach((p, rank) => {
    const seen = byId.get(p.passageId);
    if (seen) {
      seen.similarity = p.similarity;
      seen.fused += 1 / (RRF_K + rank + 1);
    } else {
      const { similarity, ...rest } = p;
      byId.set(p.passageId, { ...rest, similarity, fused: 1 / (RRF_K + rank + 1), order: lexical.length + rank });
    }
  });
  return [...byId.values()]
    .sort((a, b) => b.fused - a.fused || a.order - b.order)
    .slice(0, limit)
    .map(({ order: _order, ...p }) => p);
}
