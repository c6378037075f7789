/**
 * Japanese telephone numbers as visitors type them: 090-1234-5678, 09012345678, 03-1234-5678,
 * 0312345678, (03) 1234-5678, +81 90-1234-5678, +81-3-1234-5678, full-width digits and any
 * hyphen-like dash. The hyphen positions are not judged (area codes have 1 to 5 digits); the
 * digits are: a domestic number has 10 digits, or 11 for mobiles, IP phones and M2M (020, 050,
 * 060, 070, 080, 090) and 0800 toll-free numbers.
 */

const DASHES = /[‐‑‒–—―−ー]/g;
const SEPARATORS = /[\s\-()]/g;
const ELEVEN_DIGIT_PREFIXES = /^0(?:[256789]0|800)/;

/** The number as 0-led domestic digits ("+81 90-1234-5678" → "09012345678"), or null when it is not one. */
export function japanesePhoneDigits(text: string): string | null {
  let compact = tidyPhoneNumber(text).replace(SEPARATORS, '');
  if (compact.startsWith('+81')) {
    compact = compact.slice(3);
    // "+81 (0)90…": the trunk 0 is sometimes written in brackets after the country code.
    if (!compact.startsWith('0')) compact = `0${compact}`;
  }
  if (!/^0\d+$/.test(compact)) return null;
  // 0120 (toll-free) and 0570 (navi dial) fall outside the 11-digit prefixes: 10 digits, like landlines.
  const expected = ELEVEN_DIGIT_PREFIXES.test(compact) ? 11 : 10;
  return compact.length === expected ? compact : null;
}

export function isJapanesePhoneNumber(text: string): boolean {
  return japanesePhoneDigits(text) !== null;
}

/** The number as the visitor wrote it, with half-width digits and plain hyphens: "０９０ー１２３４" → "090-1234". */
export function tidyPhoneNumber(text: string): string {
  return text.normalize('NFKC').replace(DASHES, '-').replace(/\s+/g, ' ').trim();
}
