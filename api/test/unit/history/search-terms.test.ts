import { historyTerms, keywordTerms, searchForm } from '#src/domains/history/search-terms';

describe('history search terms', () => {
  it('indexes every character and neighbouring pair once, without whitespace', () => {
    expect(historyTerms('駐車場 駐車')).toEqual(['駐', '駐車', '車', '車場', '場']);
    expect(historyTerms('')).toEqual([]);
  });

  it('keeps surrogate pairs whole', () => {
    expect(historyTerms('𠮷野')).toEqual(['𠮷', '𠮷野', '野']);
  });

  it('asks for the pairs of a keyword, or its characters when it has none', () => {
    expect(keywordTerms('駐車場')).toEqual(['駐車', '車場']);
    expect(keywordTerms('駐')).toEqual(['駐']);
    expect(keywordTerms('a b')).toEqual(['a', 'b']);
    expect(keywordTerms('')).toEqual([]);
  });

  it('searches in the comparison form: width, case and katakana folded', () => {
    expect(searchForm('ペット ＰＥＴ ｶﾞｲﾄﾞ')).toBe('ぺっと pet がいど');
  });
});
