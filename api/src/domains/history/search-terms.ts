import { normaliseForMatch } from '../agent/normalise/normalise-for-match';

/**
 * The keyword search of 会話履歴 (docs/architecture.md §9). Japanese has no spaces to split words on, so a
 * conversation is indexed by every character and every pair of neighbouring characters of its
 * messages in the runtime's comparison form (normaliseForMatch: NFKC, lower case, katakana as
 * hiragana), whitespace left out. A keyword finds the conversations that hold all of its pairs (its
 * one character, when it has no pair) through the GIN index on search_terms; a substring match on
 * search_text then confirms them, so pairs that occur apart never make a false hit.
 */

/** The comparison form a message's text is searched in; keywords go through the same. */
export function searchForm(text: string): string {
  return normaliseForMatch(text);
}

const WHITESPACE = /\s/u;

/** Every character and character pair of `text` (already in searchForm), without whitespace, once each. */
export function historyTerms(text: string): string[] {
  const characters = Array.from(text);
  const terms = new Set<string>();
  for (let i = 0; i < characters.length; i += 1) {
    const character = characters[i] as string;
    if (WHITESPACE.test(character)) continue;
    terms.add(character);
    const next = characters[i + 1];
    if (next !== undefined && !WHITESPACE.test(next)) terms.add(character + next);
  }
  return [...terms];
}

/**
 * What the index is asked for a keyword (already in searchForm): its pairs; when it has none (one
 * character, or characters between spaces), its characters. Empty for an empty keyword.
 */
export function keywordTerms(keyword: string): string[] {
  const terms = historyTerms(keyword);
  const pairs = terms.filter((term) => Array.from(term).length === 2);
  return pairs.length > 0 ? pairs : terms;
}
