import { normaliseForMatch } from '#src/domains/agent/normalise/normalise-for-match';
import { normaliseText } from '#src/domains/agent/normalise/normalised-text';

// normaliseForMatch works on the whole string for speed; normaliseText, grapheme by grapheme, keeps the
// offsets forbidden words are shown with. They must give the same text, or a word found by one would be
// missed by the other.

/** mulberry32: the same strings every run. */
function randomOf(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// What visitors and owners write, and what is hard for a normaliser: half-width kana with their marks,
// spacing and combining sound marks, ヷ and friends, full-width letters and digits, circled numbers,
// whitespace of every width, zero-width and variation characters, Greek capitals (final sigma), Turkish İ,
// Hangul jamo, emoji with joiners and skin tones, and lone surrogates.
const PIECES = [
  'ｶ', 'ﾞ', 'ﾟ', 'ﾊ', 'ｳ', 'ｰ', 'カ', 'ガ', 'ヴ', 'ヷ', 'ヺ', 'ヽ', 'ヾ', 'か', '\u3099', '\u309a', '\u309b', '\u309c',
  'Ａ', 'ｂ', '１', '①', '㍻', 'ﬁ', 'Σ', 'ΑΣ', 'İ', 'ß', 'A', 'z', ' ', '\u3000', '\t', '\n', '\u00a0', '\u200b', '\u200d',
  '\ufe0f', '\u00ad', '\u1100', '\u1161', '\u11a8', '👍', '🏽', '👨‍👩‍👧', '\ud83d', '\ude00', '駐車場', '？', '!', '・', 'ー',
];

describe('normaliseForMatch', () => {
  it('gives the text normaliseText gives, on 20,000 hard strings', () => {
    const random = randomOf(20_261_126);
    const mismatches: string[] = [];
    for (let i = 0; i < 20_000; i += 1) {
      let text = '';
      for (let n = Math.floor(random() * 12); n >= 0; n -= 1) text += PIECES[Math.floor(random() * PIECES.length)];
      if (normaliseForMatch(text) !== normaliseText(text).text) mismatches.push(JSON.stringify(text));
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });

  it.each([
    ['ｶﾞｲﾄﾞ　ＡＢＣ①', 'がいど abc1'],
    ['  ΟΔΟΣ  ', 'οδοσ'],
    ['ば\u200bか', 'ばか'],
    ['わ゛ヷ', 'わ\u3099わ\u3099'],
  ])('%j reads %j', (text, expected) => {
    expect(normaliseForMatch(text)).toBe(expected);
  });
});
