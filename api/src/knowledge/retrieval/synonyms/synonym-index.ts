import { normaliseForMatch } from '../../../runtime/normalise';

/** Words that mean the same as a word, in comparison form. */
export interface SynonymIndex {
  synonymsOf(word: string): readonly string[];
}

/** At most this many synonyms per word: a wide group would otherwise drown the question. */
export const SYNONYMS_PER_WORD_MAX = 12;

/**
 * An index over groups of interchangeable words. Words are compared in normaliseForMatch form;
 * `triggers` says which words of each group may start an expansion (all, unless a source marks
 * some as targets only).
 */
export function createSynonymIndex(groups: readonly { words: readonly string[]; triggers?: readonly string[] }[]): SynonymIndex {
  const byWord = new Map<string, string[]>();
  for (const group of groups) {
    const words = [...new Set(group.words.map((word) => normaliseForMatch(word)).filter((word) => word !== '' && !word.includes(' ')))];
    const triggers = group.triggers ? new Set(group.triggers.map((word) => normaliseForMatch(word))) : null;
    for (const word of words) {
      if (triggers && !triggers.has(word)) continue;
      const synonyms = byWord.get(word) ?? [];
      for (const other of words) if (other !== word && !synonyms.includes(other)) synonyms.push(other);
      byWord.set(word, synonyms);
    }
  }
  return {
    synonymsOf: (word) => (byWord.get(normaliseForMatch(word)) ?? []).slice(0, SYNONYMS_PER_WORD_MAX),
  };
}

/** Both indexes at once: the first's synonyms first. */
export function combineSynonymIndexes(...indexes: readonly SynonymIndex[]): SynonymIndex {
  return {
    synonymsOf(word) {
      const all: string[] = [];
      for (const index of indexes) for (const synonym of index.synonymsOf(word)) if (!all.includes(synonym)) all.push(synonym);
      return all.slice(0, SYNONYMS_PER_WORD_MAX);
    },
  };
}
