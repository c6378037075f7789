import { normaliseForMatch } from '../agent/normalise/normalise-for-match';

/**
 * A keyword as the history looks for it in conversations' search text: in the runtime's comparison
 * form (so ペット finds ぺっと and ＰＥＴ finds pet), with the terms the GIN index on
 * history_terms(search_text) holds. Every character pair of the keyword must be among a
 * conversation's pairs (a one-character keyword: that character); the substring match confirms.
 */
export interface KeywordSearch {
  /** The normalised keyword, for the substring match. */
  text: string;
  /** What history_terms(search_text) must contain. */
  terms: string[];
}

// history_terms leaves out every term with whitespace in it (migration 0008).
const WHITESPACE = /\s/;

/** null when the keyword is empty once normalised: nothing to look for. */
export function keywordSearch(keyword: string): KeywordSearch | null {
  const text = normaliseForMatch(keyword);
  if (text === '') return null;
  // Code points, as PostgreSQL's substr counts them.
  const characters = Array.from(text);
  if (characters.length === 1) return { text, terms: characters };
  const pairs = characters.slice(1).map((character, index) => `${characters[index]}${character}`);
  const kept = pairs.filter((pair) => !WHITESPACE.test(pair));
  const terms = kept.length > 0 ? kept : characters.filter((character) => !WHITESPACE.test(character));
  return { text, terms: [...new Set(terms)] };
}
