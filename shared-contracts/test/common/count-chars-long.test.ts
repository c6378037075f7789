import { countChars, isWithinChars } from '../../src';

/** Counting without pieces, as the definition reads: the reference for the pieced count. */
function reference(text: string): number {
  let count = 0;
  for (const _segment of new Intl.Segmenter('ja', { granularity: 'grapheme' }).segment(text)) count += 1;
  return count;
}

const MIXED = [
  'あ',
  'ア',
  '漢',
  'a',
  ' ',
  '\n',
  '𠮷',
  'か\u3099',
  'ｶﾞ',
  '👍🏽',
  '👨‍👩‍👧‍👦',
  '🇯🇵',
  'e\u0301',
  '\u200d',
  '한',
  '\u1100\u1161',
  '\u0600١',
  'क्षि',
];

describe('countChars on long texts', () => {
  it('counts a long text exactly as one pass would, wherever the pieces are cut', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let round = 0; round < 20; round += 1) {
      const text = Array.from({ length: 1500 }, () => MIXED[Math.floor(random() * MIXED.length)]).join('');
      expect(countChars(text)).toBe(reference(text));
    }
  });

  it('counts 200,000 characters in well under a second (one pass takes minutes)', () => {
    const text = '日本語の文章です。👍🏽'.repeat(20_000);
    const started = performance.now();
    expect(countChars(text)).toBe(200_000);
    expect(isWithinChars(`${text}あ`, 200_000)).toBe(false);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
