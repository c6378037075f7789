import { normaliseForMatch, normaliseText } from '#src/domains/agent/normalise/index';

describe('normaliseForMatch', () => {
  it.each([
    ['half-width katakana', 'ｶﾀｶﾅ', 'かたかな'],
    ['half-width katakana with sound marks', 'ｶﾞｲﾄﾞﾌﾞｯｸ ﾊﾟﾝ', 'がいどぶっく ぱん'],
    ['full-width katakana', 'カタカナ', 'かたかな'],
    ['mixed kana', 'カタかな', 'かたかな'],
    ['full-width latin and digits', 'ＡＢＣ１２３', 'abc123'],
    ['upper-case latin', 'Hello WORLD', 'hello world'],
    ['ヴ and small ヵヶ', 'ヴァイオリン ヵヶ', 'ゔぁいおりん ゕゖ'],
    ['the prolonged sound mark', 'コーヒー', 'こーひー'],
    ['half-width prolonged sound mark', 'ｺｰﾋｰ', 'こーひー'],
    ['iteration marks', 'ヽヾ', 'ゝゞ'],
    ['ヷ, which has no precomposed hiragana', 'ヷ', 'わ\u3099'],
    ['a combining voiced mark', 'か\u3099', 'が'],
    ['a spacing voiced mark', 'か゛き゜', 'がき\u309a'],
    ['compatibility characters', '①㌀㈱', '1あぱーと(株)'],
    ['an ideographic space and tabs collapsed', '　ば\t\t か　', 'ば か'],
    ['zero-width characters dropped', 'ば\u200bか\u2060', 'ばか'],
  ])('folds %s', (_case, input, expected) => {
    expect(normaliseForMatch(input)).toBe(expected);
  });

  it('leaves kanji, emoji and punctuation as they are', () => {
    expect(normaliseForMatch('禁止🍣𠮷！')).toBe('禁止🍣𠮷!');
  });

  it('is idempotent', () => {
    const samples = ['ｶﾞｲﾄﾞ', 'ＡＢＣ', 'か゛', 'ヷヸ', '　x　 y ', '👨‍👩‍👧'];
    for (const sample of samples) {
      expect(normaliseForMatch(normaliseForMatch(sample))).toBe(normaliseForMatch(sample));
    }
  });

  it('replaces a lone surrogate instead of keeping half an emoji', () => {
    expect(normaliseForMatch('a\ud83cb')).toBe('a\ufffdb');
  });
});

describe('normaliseText', () => {
  it('maps every normalised unit back to the visible character it came from', () => {
    const original = 'Aｶﾞ🍣　B';
    const { text, sourceStart, sourceEnd } = normaliseText(original);
    expect(text).toBe('aが🍣 b');
    const sources = [...text].map((_char, i) => original.slice(sourceStart[i] as number, sourceEnd[i] as number));
    // One entry per UTF-16 unit: the emoji's two units both point at the emoji.
    expect(sourceStart).toHaveLength(text.length);
    expect(sourceEnd).toHaveLength(text.length);
    expect(sources.slice(0, 2)).toEqual(['A', 'ｶﾞ']);
    expect(original.slice(sourceStart[2] as number, sourceEnd[3] as number)).toBe('🍣');
    expect(original.slice(sourceStart[4] as number, sourceEnd[4] as number)).toBe('　');
    expect(original.slice(sourceStart[5] as number, sourceEnd[5] as number)).toBe('B');
  });

  it('drops leading and trailing whitespace from the map too', () => {
    const { text, sourceStart, sourceEnd } = normaliseText('  x  ');
    expect(text).toBe('x');
    expect(sourceStart).toEqual([2]);
    expect(sourceEnd).toEqual([3]);
  });
});
