/**
 * Characters that Shift_JIS as Excel reads it (Windows-31J) holds under another code point: a Mac or
 * a JIS-minded converter writes 〜 (U+301C), while Windows-31J's wave dash is ～ (U+FF5E). Encoded as
 * they came, each became 「?」; swapped for the one Windows-31J holds, "10時〜18時" survives.
 */
const WINDOWS_31J_VARIANTS: ReadonlyMap<string, string> = new Map([
  ['\u301C', '\uFF5E'], // 〜 WAVE DASH → ～
  ['\u2016', '\u2225'], // ‖ DOUBLE VERTICAL LINE → ∥
  ['\u2212', '\uFF0D'], // − MINUS SIGN → －
  ['\u2014', '\u2015'], // — EM DASH → ―
  ['\u00A2', '\uFFE0'], // ¢ → ￠
  ['\u00A3', '\uFFE1'], // £ → ￡
  ['\u00AC', '\uFFE2'], // ¬ → ￢
  ['\u00A0', ' '], // NO-BREAK SPACE → space
]);

const VARIANT_PATTERN = new RegExp(`[${[...WINDOWS_31J_VARIANTS.keys()].join('')}]`, 'gu');

/** The text with each of those characters in the form Windows-31J holds; anything else as it was. */
export function withWindows31jVariants(text: string): string {
  return text.replace(VARIANT_PATTERN, (character) => WINDOWS_31J_VARIANTS.get(character) ?? character);
}
