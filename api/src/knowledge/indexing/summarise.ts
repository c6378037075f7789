import type { GenerationSummary } from '../../repositories/knowledge-index-repository';
import type { PassageToIndex } from './build-passages';

/** What a set of passages adds to the agent's statistics: their number, length and document frequencies. */
export function summarise(passages: readonly PassageToIndex[]): GenerationSummary {
  const df = new Map<string, number>();
  let totalLength = 0;
  for (const passage of passages) {
    totalLength += passage.tokenCount;
    for (const term of passage.terms.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  }
  return { passageCount: passages.length, totalLength, df };
}
