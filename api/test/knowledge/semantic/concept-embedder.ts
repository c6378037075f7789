import type { EmbedKind, Embedder } from '#src/domains/knowledge/retrieval/embedder';

/**
 * A tiny deterministic embedder for the plumbing: each concept is a dimension, and a text's vector
 * counts the words of each concept it holds (then unit length). Words of one concept share no
 * characters (イートイン / 店内で食べ), so text ranking cannot find one from the other: only meaning can.
 */
export function conceptEmbedder(concepts: readonly (readonly string[])[], model = 'test:concepts'): Embedder & { calls: { texts: readonly string[]; kind: EmbedKind }[] } {
  const calls: { texts: readonly string[]; kind: EmbedKind }[] = [];
  const dimensions = concepts.length + 1;
  return {
    model,
    dimensions,
    calls,
    async embed(texts, kind) {
      calls.push({ texts, kind });
      return texts.map((text) => {
        const v = new Float32Array(dimensions);
        concepts.forEach((words, d) => {
          for (const w of words) if (text.includes(w)) v[d] = (v[d] as number) + 1;
        });
        v[concepts.length] = 0.05; // every text a little alike, as real models' vectors are
        const norm = Math.hypot(...v);
        return v.map((x) => x / norm);
      });
    },
  };
}
