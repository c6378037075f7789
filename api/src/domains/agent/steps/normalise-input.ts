import { normaliseForMatch } from '../normalise';

export interface NormalisedInput {
  /** As the visitor wrote it, trimmed: what is stored and what retrieval reads. */
  text: string;
  /** The comparison form (NFKC, lower case, katakana as hiragana, spaces collapsed) the rules match against. */
  key: string;
}

/** The first step: every later rule compares the same folded form, so ｶﾞｲﾄﾞ, ガイド and がいど are one word. */
export function normaliseInput(text: string): NormalisedInput {
  const trimmed = text.trim();
  return { text: trimmed, key: normaliseForMatch(trimmed) };
}
