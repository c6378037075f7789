import { foldKatakana } from './fold-katakana';

/**
 * Text in the form forbidden words are compared in, with the way back to the original: the
 * normalised UTF-16 unit at index i came from `original.slice(sourceStart[i], sourceEnd[i])`.
 */
export interface NormalisedText {
  readonly original: string;
  readonly text: string;
  readonly sourceStart: readonly number[];
  readonly sourceEnd: readonly number[];
}

const graphemes = new Intl.Segmenter('ja', { granularity: 'grapheme' });

// The spacing sound marks ゛゜ decompose under NFKC into a space plus the combining mark, which would
// leave か゛ apart from が. As combining marks they join their kana before segmentation and NFKC.
// Both spellings are one UTF-16 unit, so offsets into the original stay valid.
const SPACING_SOUND_MARKS = /[\u309b\u309c]/g;
const COMBINING_FOR_SPACING: Readonly<Record<string, string>> = { '\u309b': '\u3099', '\u309c': '\u309a' };

// Invisible characters (zero-width space, joiners, variation selectors, soft hyphen…) are dropped:
// NFKC keeps them, and ば\u200bか must not slip past ばか.
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;
const WHITESPACE = /\s/;
// A lone surrogate (possible in JSON) could otherwise match half of an emoji; U+FFFD is one unit too.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Normalises one grapheme at a time (NFKC, lower case, katakana folded to hiragana), so each
 * normalised character can point back at the visible character it came from. A grapheme keeps a
 * base letter with its combining marks (か + ゙, ｶ + ﾞ), which is all NFKC composes, so this equals
 * normalising the whole text at once. Runs of whitespace become one space; none at either end.
 */
export function normaliseText(original: string): NormalisedText {
  const prepared = original
    .replace(LONE_SURROGATE, '\ufffd')
    .replace(SPACING_SOUND_MARKS, (mark) => COMBINING_FOR_SPACING[mark] ?? mark);
  let text = '';
  const sourceStart: number[] = [];
  const sourceEnd: number[] = [];

  for (const { segment, index } of graphemes.segment(prepared)) {
    const start = index;
    const end = index + segment.length;
    for (const char of foldKatakana(segment.normalize('NFKC').toLowerCase())) {
      if (INVISIBLE.test(char)) continue;
      if (WHITESPACE.test(char)) {
        if (text === '' || text.endsWith(' ')) continue;
        text += ' ';
        sourceStart.push(start);
        sourceEnd.push(end);
        continue;
      }
      text += char;
      for (let unit = 0; unit < char.length; unit += 1) {
        sourceStart.push(start);
        sourceEnd.push(end);
      }
    }
  }

  if (text.endsWith(' ')) {
    text = text.slice(0, -1);
    sourceStart.pop();
    sourceEnd.pop();
  }
  return { original, text, sourceStart, sourceEnd };
}
