import { createForbiddenWordMatcher } from '#src/domains/agent/normalise/index';

const entry = (id: string, value: string) => ({ id, value });

describe('createForbiddenWordMatcher', () => {
  describe('match', () => {
    it.each([
      ['half-width katakana in the text', 'ガイド', 'このｶﾞｲﾄﾞを見て', 'ｶﾞｲﾄﾞ'],
      ['half-width katakana in the entry', 'ｶﾀｶﾅ', 'カタカナで書く', 'カタカナ'],
      ['hiragana text for a katakana entry', 'ガイド', 'がいどです', 'がいど'],
      ['mixed kana', 'カタカナ', 'それはカタかなです', 'カタかな'],
      ['full-width latin', 'abc', 'ＡＢＣの件', 'ＡＢＣ'],
      ['case', 'Secret', 'a SECRET plan', 'SECRET'],
      ['a combining voiced mark', 'が', 'か\u3099っこう', 'か\u3099'],
      ['a spacing voiced mark', 'がっこう', 'か゛っこう', 'か゛っこう'],
      ['whitespace runs', 'foo bar', 'x foo 　\tbar y', 'foo 　\tbar'],
      ['an emoji entry', '🍣🍣', 'すし🍣🍣🍣', '🍣🍣'],
    ])('matches %s', (_case, word, text, caught) => {
      const matcher = createForbiddenWordMatcher([entry('w1', word)]);
      const hit = matcher.match(text);
      expect(hit).toEqual(expect.objectContaining({ id: 'w1', value: word }));
      expect(text.slice(hit?.start, hit?.end)).toBe(caught);
    });

    it('does not match a different word', () => {
      const matcher = createForbiddenWordMatcher([entry('w1', 'がいど'), entry('w2', 'は')]);
      expect(matcher.match('かいど ぱん')).toBeNull();
      // ば is not は: the voiced mark is part of the letter.
      expect(matcher.match('ばか')).toBeNull();
    });

    it('keeps emoji neighbours whole', () => {
      const matcher = createForbiddenWordMatcher([entry('w1', 'ばか')]);
      const text = '👨‍👩‍👧ﾊﾞｶ🇯🇵';
      const hit = matcher.match(text);
      expect(text.slice(hit?.start, hit?.end)).toBe('ﾊﾞｶ');
    });

    it('answers the leftmost hit, the longest of those, then the earliest entry', () => {
      const matcher = createForbiddenWordMatcher([
        entry('short', 'ばか'),
        entry('long', 'おおばか'),
        entry('later', 'あほ'),
        entry('same', 'バカ'),
      ]);
      expect(matcher.match('あほなおおばか')).toEqual({ id: 'later', value: 'あほ', start: 0, end: 2 });
      expect(matcher.match('おおばかもの')).toEqual({ id: 'long', value: 'おおばか', start: 0, end: 4 });
      expect(matcher.match('ばかもの')?.id).toBe('short');
    });

    it('never matches with no entries or with blank entries', () => {
      expect(createForbiddenWordMatcher([]).match('なんでも')).toBeNull();
      expect(createForbiddenWordMatcher([entry('blank', ' 　')]).match('a b')).toBeNull();
    });

    it('stays quick with thousands of entries', () => {
      const entries = Array.from({ length: 5000 }, (_, i) => entry(`w${i}`, `禁止ワード${i}号`));
      const matcher = createForbiddenWordMatcher(entries);
      const text = `${'普通の文章です。'.repeat(500)}禁止ワード4999号`;
      const started = performance.now();
      expect(matcher.match(text)?.id).toBe('w4999');
      // Generous bound: a naive scan would be 5000 × the text; this only checks it is one pass.
      expect(performance.now() - started).toBeLessThan(1000);
    });
  });

  describe('matchAll', () => {
    it('reports overlapping entries and every occurrence', () => {
      const matcher = createForbiddenWordMatcher([entry('a', 'ばか'), entry('b', 'かも'), entry('c', 'ばかもの')]);
      const hits = matcher.matchAll('ばかものとバカ');
      expect(hits).toEqual([
        { id: 'c', value: 'ばかもの', start: 0, end: 4 },
        { id: 'a', value: 'ばか', start: 0, end: 2 },
        { id: 'b', value: 'かも', start: 1, end: 3 },
        { id: 'a', value: 'ばか', start: 5, end: 7 },
      ]);
    });
  });

  describe('redact', () => {
    it('masks each visible character of a hit and keeps the rest identical', () => {
      const matcher = createForbiddenWordMatcher([entry('w1', 'ガイド')]);
      const text = '前\r\n　ｶﾞｲﾄﾞ🍣と\u{20BB7}がいど。 end  ';
      expect(matcher.redact(text)).toBe('前\r\n　＊＊＊🍣と\u{20BB7}＊＊＊。 end  ');
    });

    it('merges overlapping hits', () => {
      const matcher = createForbiddenWordMatcher([entry('a', 'ばか'), entry('b', 'かも'), entry('c', 'もの')]);
      expect(matcher.redact('xばかものy')).toBe('x＊＊＊＊y');
    });

    it('masks a hit inside a longer one only once', () => {
      const matcher = createForbiddenWordMatcher([entry('inner', 'かも'), entry('outer', 'ばかもの')]);
      expect(matcher.redact('ばかものだ')).toBe('＊＊＊＊だ');
    });

    it('takes a custom mask and masks combined characters once', () => {
      const matcher = createForbiddenWordMatcher([entry('w1', 'が')]);
      expect(matcher.redact('か\u3099か', '*')).toBe('*か');
    });

    it('returns the text unchanged when nothing matches', () => {
      const matcher = createForbiddenWordMatcher([entry('w1', 'ばか')]);
      const text = 'ふつうの 文章\u{1F468}\u200D\u{1F469}';
      expect(matcher.redact(text)).toBe(text);
    });
  });
});
