import type { GenerationSummary } from '../knowledge-index-repository';
import type { PassageToIndex } from './build-passages';

/** A generation's statistics, added up batch by batch as its passages are written. */
export interface SummaryBuilder {
  add(passages: readonly PassageToIndex[]): void;
  readonly summary: GenerationSummary;
}

/** Counts passages, their length and the passages holding each term (document frequencies). */
export function summaryBuilder(): SummaryBuilder {
  const df = new Map<string, number>();
  let passageCount = 0;
  let totalLength = 0;
  return {
    add(passages) {
      for (const passage of passages) {
        passageCount += 1;
        totalLength += passage.tokenCount;
        for (const term of passage.terms.keys()) df.set(term, (df.get(term) ?? 0) + 1);
      }
    },
    get summary() {
      return { passageCount, totalLength, df };
    },
  };
}
