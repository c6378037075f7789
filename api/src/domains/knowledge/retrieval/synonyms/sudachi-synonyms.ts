import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createSynonymIndex, type SynonymIndex } from './synonym-index';

interface SudachiEntry {
  /** 0: expands and is expanded; 1: only expanded to; 2: never used (kept as history). */
  expandControl: 0 | 1 | 2;
  /** Items of one group with the same number are one word spelled otherwise (判子, はんこ, ハンコ); other numbers are synonyms. */
  vocabularyNumber: number;
  midashi: string;
}

interface SudachiGroup {
  id: string;
  items: SudachiEntry[];
}

/**
 * Sudachi's synonym dictionary (npm: sudachi-synonyms-dictionary, Apache-2.0): 26,000 groups of
 * general Japanese synonyms and spelling variants, shipped as a 14 MB JSON file that is read from
 * disk (no network). Parsing takes about a tenth of a second and 40 MB while it lasts; the index
 * kept afterwards is a fraction of that.
 */
export function loadSudachiSynonyms(): SynonymIndex {
  // The package's entry point sits beside the dictionary; the file is read rather than required so
  // that no module cache keeps the raw 14 MB around.
  const file = path.join(path.dirname(require.resolve('sudachi-synonyms-dictionary')), 'sudachi-synonyms-dictionary.json');
  const groups = JSON.parse(readFileSync(file, 'utf8')) as SudachiGroup[];
  return createSynonymIndex(
    groups.map((group) => {
      const usable = group.items.filter((item) => item.expandControl !== 2);
      return {
        words: usable.map((item) => item.midashi),
        triggers: usable.filter((item) => item.expandControl === 0).map((item) => item.midashi),
        vocabulary: usable.map((item) => item.vocabularyNumber),
      };
    }),
  );
}
