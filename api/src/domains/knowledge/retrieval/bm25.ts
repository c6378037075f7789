import { type SQL, sql } from 'drizzle-orm';

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

/**
 * `impact` in SQL, as a real: the same float8 operations in the same order, so the server stores the
 * float4 that Math.fround(impact(tf, docLen)) gives (test/knowledge/posting-impact.test.ts). Computed
 * there, the postings' impacts need not be printed and sent as 36,000 decimals per batch.
 */
export function impactSql(tf: SQL, docLen: SQL): SQL {
  const [k1, b, referenceLength] = [BM25.k1, BM25.b, BM25.referenceLength].map((n) => sql.raw(`${n}::float8`));
  return sql`((${tf})::float8 * (${k1} + 1) / ((${tf})::float8 + ${k1} * (1 - ${b} + (${b} * (${docLen})::float8) / ${referenceLength})))::real`;
}

/** BM25's IDF, never negative: ln(1 + (N − df + 0.5) / (df + 0.5)). */
export function idf(df: number, passageCount: number): number {
  return Math.log(1 + (passageCount - df + 0.5) / (df + 0.5));
}
