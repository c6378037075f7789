/**
 * Okapi BM25. Scores use the agent's average passage length; the order postings are read in
 * (their impact, stored when written) uses a fixed reference length instead, so it never has to
 * be rewritten as the corpus grows: 400 index terms is about a 300-character passage with its
 * words and bigrams.
 */
export const BM25 = { k1: 1.2, b: 0.75, referenceLength: 400 } as const;

/** The term-frequency part of BM25 for a term occurring `tf` times in a passage of `docLen` terms. */
export function termWeight(tf: number, docLen: number, averageLength: number): number {
  const { k1, b } = BM25;
  return (tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * docLen) / averageLength));
}

/** A posting's impact: its term weight at the reference length, the order postings are read in. */
export function impact(tf: number, docLen: number): number {
  return termWeight(tf, docLen, BM25.referenceLength);
}

/** BM25's IDF, never negative: ln(1 + (N − df + 0.5) / (df + 0.5)). */
export function idf(df: number, passageCount: number): number {
  return Math.log(1 + (passageCount - df + 0.5) / (df + 0.5));
}
