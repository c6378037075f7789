import { countChars, isWithinChars } from '../../src';

describe('countChars', () => {
  it.each([
    ['plain kanji and kana', '日本語のテキスト', 8],
    ['a surrogate pair (𠮷) as one', '𠮷野家', 3],
    ['a ZWJ family emoji as one', '👨‍👩‍👧‍👦', 1],
    ['an emoji with a skin tone as one', '👍🏽', 1],
    ['a flag as one', '🇯🇵', 1],
    ['が written with a combining voiced mark as one', 'か\u3099', 1],
    ['é written with a combining accent as one', 'e\u0301', 1],
    ['half-width ｶﾞ (kana + half-width voiced mark) as one', 'ｶﾞ', 1],
    ['half-width ﾊﾟﾝ as two', 'ﾊﾟﾝ', 2],
    ['half-width ascii and spaces one by one', 'ab c', 4],
    ['nothing', '', 0],
  ])('counts %s', (_name, text, expected) => {
    expect(countChars(text)).toBe(expected);
  });

  it('differs from String.length where Japanese users would object', () => {
    const family = '👨‍👩‍👧‍👦';
    expect(family.length).toBe(11);
    expect(countChars(family.repeat(3))).toBe(3);
  });
});

describe('isWithinChars', () => {
  it('accepts up to the limit counted by graphemes, not UTF-16 units', () => {
    expect(isWithinChars('👍🏽'.repeat(20), 20)).toBe(true);
    expect(isWithinChars('👍🏽'.repeat(21), 20)).toBe(false);
  });
  it('refuses a text of stacked combining marks far past any real grapheme without counting it', () => {
    const zalgo = 'a' + '\u0301'.repeat(20 * 16);
    expect(countChars(zalgo)).toBe(1);
    expect(isWithinChars(zalgo, 20)).toBe(false);
  });
});
