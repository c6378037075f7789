import type { ScoredPassage } from '../knowledge-search-repository';
import type { NearHit } from '../knowledge-vector-repository';

/**
 * Reciprocal rank fusion's constant (Cormack et al. 2009; FastGPT's and most peers' choice): a
 * passage's fused score is Σ 1 / (k + rank) over the rankings that hold it, so neither BM25's
 * unbounded scores nor the model's compressed cosines (e5: 0.75–0.95) need a common scale.
 */
export const RRF_K = 60;

export interface FusedHit {
  passageId: string;
  /** Cosine similarity to the question (the best of the passage's vectors); null where the semantic ranking did not hold it. */
  similarity: number | null;
  /** Σ 1 / (RRF_K + rank) over the two rankings. */
  fused: number;
}

export interface FusedPassage extends ScoredPassage {
  similarity: number | null;
  fused: number;
}

/** The two rankings as one, best first (ties: the lexical order, then the semantic). */
export function fuseRankings(lexical: readonly Pick<ScoredPassage, 'passageId'>[], semantic: readonly NearHit[], limit: number): FusedHit[] {
  const byId = new Map<string, FusedHit & { order: number }>();
  lexical.forEach((p, rank) => byId.set(p.passageId, { passageId: p.passageId, similarity: null, fused: 1 / (RRF_K + rank + 1), order: rank }));
  semantic.forEach((p, rank) => {
    const seen = byId.get(p.passageId);
    if (seen) {
      seen.similarity = p.similarity;
      seen.fused += 1 / (RRF_K + rank + 1);
    } else byId.set(p.passageId, { passageId: p.passageId, similarity: p.similarity, fused: 1 / (RRF_K + rank + 1), order: lexical.length + rank });
  });
  return [...byId.values()]
    .sort((a, b) => b.fused - a.fused || a.order - b.order)
    .slice(0, limit)
    .map(({ order: _order, ...hit }) => hit);
}

/**
 * The fused hits with their passages: BM25's as it read them, the rest (found by meaning only, read
 * only now, so the vector search returns ids and similarities alone) with a BM25 score of 0.
 */
export async function withPassages(
  hits: readonly FusedHit[],
  lexical: readonly ScoredPassage[],
  read: (passageIds: readonly string[]) => Promise<ScoredPassage[]>,
): Promise<FusedPassage[]> {
  const known = new Map(lexical.map((p) => [p.passageId, p]));
  const missing = hits.filter((h) => !known.has(h.passageId)).map((h) => h.passageId);
  if (missing.length > 0) for (const p of await read(missing)) known.set(p.passageId, p);
  return hits.flatMap((h) => {
    const passage = known.get(h.passageId);
    return passage ? [{ ...passage, similarity: h.similarity, fused: h.fused }] : [];
  });
}
