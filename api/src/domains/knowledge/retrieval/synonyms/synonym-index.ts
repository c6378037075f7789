import { normaliseForMatch } from '#src/domains/agent/normalise/index';
import { foldKatakana } from '#src/domains/agent/normalise/fold-katakana';

/** Words that mean the same as a word, in comparison form. */
export interface SynonymIndex {
  synonymsOf(word: string): readonly string[];
  /** Of those, the spellings of the same word (判子, はんこ, ハンコ; イメージ, image): counted as the word itself. */
  variantsOf(word: string): readonly string[];
}

/** At most this many synonyms per word: a wide group would otherwise drown the question. */
export const SYNONYMS_PER_WORD_MAX = 12;

// Characters for which only the full normaliseForMatch is exact (combining and spacing sound marks,
// invisible characters, spaces); every other word takes the direct route, which gives the same
// result at a fraction of the cost: a dictionary of 70,000 words loads in a few hundred milliseconds.
const NEEDS_FULL_NORMALISATION = /[\p{M}\p{Default_Ignorable_Code_Point}\u309b\u309c\s\ud800-\udfff]/u;

function comparisonForm(word: string): string {
  return NEEDS_FULL_NORMALISATION.test(word) ? normaliseForMatch(word) : foldKatakana(word.normalize('NFKC').toLowerCase());
}

/**
 * An index over groups of interchangeable words, compared in normaliseForMatch form. `triggers`
 * says which words of a group may start an expansion (all, unless a source marks some as targets
 * only). Phrases with spaces are left out: the index holds single words.
 */
export function createSynonymIndex(groups: readonly { words: readonly string[]; triggers?: readonly string[]; vocabulary?: readonly number[] }[]): SynonymIndex {
  const members: string[][] = [];
  /** Per group, each member's vocabulary (members of one vocabulary are spellings of one word); absent: every member its own. */
  const vocabularies: (Map<string, number> | null)[] = [];
  const groupsOf = new Map<string, number[]>();
  for (const group of groups) {
    const forms = group.words.map(comparisonForm);
    const words = [...new Set(forms.filter((word) => word !== '' && !word.includes(' ')))];
    if (words.length < 2) continue;
    const id = members.push(words) - 1;
    const vocabulary = group.vocabulary;
    vocabularies.push(vocabulary ? new Map(forms.map((form, i) => [form, vocabulary[i] ?? -1 - i])) : null);
    const triggers = group.triggers ? new Set(group.triggers.map(comparisonForm)) : null;
    for (const word of words) {
      if (triggers && !triggers.has(word)) continue;
      const ids = groupsOf.get(word);
      if (ids) ids.push(id);
      else groupsOf.set(word, [id]);
    }
  }
  return {
    synonymsOf(word) {
      const form = comparisonForm(word);
      const synonyms: string[] = [];
      for (const id of groupsOf.get(form) ?? []) {
        for (const other of members[id] ?? []) {
          if (other !== form && !synonyms.includes(other)) synonyms.push(other);
          if (synonyms.length === SYNONYMS_PER_WORD_MAX) return synonyms;
        }
      }
      return synonyms;
    },
    variantsOf(word) {
      const form = comparisonForm(word);
      const variants: string[] = [];
      for (const id of groupsOf.get(form) ?? []) {
        const vocabulary = vocabularies[id];
        const own = vocabulary?.get(form);
        if (!vocabulary || own === undefined) continue;
        for (const other of members[id] ?? []) if (other !== form && vocabulary.get(other) === own && !variants.includes(other)) variants.push(other);
      }
      return variants;
    },
  };
}

/** Several indexes as one: the first's synonyms first. */
export function combineSynonymIndexes(...indexes: readonly SynonymIndex[]): SynonymIndex {
  return {
    synonymsOf(word) {
      const all: string[] = [];
      for (const index of indexes) for (const synonym of index.synonymsOf(word)) if (!all.includes(synonym)) all.push(synonym);
      return all.slice(0, SYNONYMS_PER_WORD_MAX);
    },
    variantsOf(word) {
      const all: string[] = [];
      for (const index of indexes) for (const variant of index.variantsOf(word)) if (!all.includes(variant)) all.push(variant);
      return all;
    },
  };
}
