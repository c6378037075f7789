// Katakana letters ァ..ヶ sit exactly 0x60 above their hiragana twins ぁ..ゖ.
const KATAKANA = /[\u30a1-\u30f6]/g;

/**
 * The comparison form of a trigger keyword, as the agent runtime matches visitor messages: NFKC
 * (ｶﾞ → ガ, ＡＢＣ → ABC), lower case, katakana folded to hiragana, whitespace collapsed. Two
 * keywords with one key are the same keyword.
 */
export function keywordKey(keyword: string): string {
  return keyword
    .normalize('NFKC')
    .toLowerCase()
    .replace(KATAKANA, (letter) => String.fromCharCode(letter.charCodeAt(0) - 0x60))
    .replace(/\s+/g, ' ')
    .trim();
}
