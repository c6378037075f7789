import { keywordTerms, searchForm } from './search-terms';

/**
 * A keyword as the history looks for it in conversations' search text: in the runtime's comparison
 * form (so ペット finds ぺっと and ＰＥＴ finds pet), with the terms search_terms must hold (its
 * character pairs; a one-character keyword: that character); the substring match confirms.
 */
export interface KeywordSearch {
  /** The normalised keyword, for the substring match. */
  text: string;
  /** What search_terms must contain. */
  terms: string[];
}

/** null when the keyword is empty once normalised: nothing to look for. */
export function keywordSearch(keyword: string): KeywordSearch | null {
  const text = searchForm(keyword);
  if (text === '') return null;
  return { text, terms: keywordTerms(text) };
}
