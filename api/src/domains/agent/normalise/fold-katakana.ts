// Katakana letters ァ..ヶ sit exactly 0x60 above their hiragana twins ぁ..ゖ (ヴ → ゔ included).
const KATAKANA_FIRST = 0x30a1;
const KATAKANA_LAST = 0x30f6;
const KANA_OFFSET = 0x60;
// The iteration marks ヽ ヾ have hiragana twins ゝ ゞ at the same distance.
const KATAKANA_ITERATION = 0x30fd;
const KATAKANA_VOICED_ITERATION = 0x30fe;

// ヷ ヸ ヹ ヺ have no precomposed hiragana; spelled with the combining voiced mark, わ゙ written either
// way folds to the same text.
const WITHOUT_HIRAGANA_TWIN: Readonly<Record<string, string>> = {
  '\u30f7': '\u308f\u3099',
  '\u30f8': '\u3090\u3099',
  '\u30f9': '\u3091\u3099',
  '\u30fa': '\u3092\u3099',
};

/**
 * Katakana written as hiragana, so カタカナ, かたかな and カタかな read alike. The prolonged sound mark ー
 * and the middle dot ・ are shared by both scripts and stay. Expects NFKC text: half-width ｶﾀｶﾅ must
 * already be full-width.
 */
export function foldKatakana(text: string): string {
  let folded = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if ((code >= KATAKANA_FIRST && code <= KATAKANA_LAST) || code === KATAKANA_ITERATION || code === KATAKANA_VOICED_ITERATION) {
      folded += String.fromCodePoint(code - KANA_OFFSET);
    } else {
      folded += WITHOUT_HIRAGANA_TWIN[char] ?? char;
    }
  }
  return folded;
}
