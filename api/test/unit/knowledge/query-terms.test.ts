import { createSynonymIndex, queryTerms, SYNONYM_WEIGHT } from '#src/domains/knowledge/retrieval/index';
import { kanaWords, READING_WEIGHT } from '#src/domains/knowledge/retrieval/query-terms';
import { textArray, numberArray } from '#src/db/pg-array';
import { idf } from '#src/domains/knowledge/retrieval/bm25';

const synonyms = createSynonymIndex([{ words: ['料金', '価格', '値段'] }, { words: ['解約', '退会', 'キャンセル'], triggers: ['解約', '退会'] }]);

describe('queryTerms', () => {
  it('makes the question’s terms the way passages are indexed, a word and its reading one concept', () => {
    const terms = queryTerms('料金', null);
    expect(terms).toEqual([
      { term: '料金', weight: 2, concept: 0 },
      { term: 'りょうきん', weight: READING_WEIGHT, concept: 0 },
    ]);
  });

  it('leaves particles, auxiliaries and question endings out of the words', () => {
    const words = queryTerms('駐車場ってありますか？', null).filter((t) => t.weight >= 1 && Array.from(t.term).length !== 2);
    expect(words.map((t) => t.term)).toEqual(['駐車場']);
    expect(queryTerms('駐車場ってありますか？', null).some((t) => t.weight >= 1 && (t.term === 'あります' || t.term === 'ある'))).toBe(false);
  });

  it('expands a kana piece the synonym dictionary knows as a word, though the analyser splits it (はんこ: はん + こ)', () => {
    const stamps = createSynonymIndex([{ words: ['はんこ', '判子', '印鑑'], vocabulary: [1, 1, 2] }]);
    const terms = queryTerms('はんこ登録したい', stamps);
    const piece = terms.find((t) => t.term === 'はんこ');
    if (!piece) throw new Error('the piece should be looked up');
    expect(terms.find((t) => t.term === '判子')).toEqual({ term: '判子', weight: piece.weight, concept: piece.concept, synonymOf: 'はんこ' });
    expect(terms.find((t) => t.term === '印鑑')).toMatchObject({ weight: SYNONYM_WEIGHT, synonymOf: 'はんこ' });
    expect(queryTerms('はんこ登録したい', synonyms).some((t) => t.term === '印鑑')).toBe(false);
  });

  it('tries the pieces of a kana run as words, one concept a run, so readings of kanji words find them', () => {
    const pieces = queryTerms('いんかんとうろく何がいる', null).filter((t) => ['いんかん', 'とうろく', 'いんかんとうろく'].includes(t.term));
    expect(pieces).toHaveLength(3);
    expect(new Set(pieces.map((t) => t.concept)).size).toBe(1);
    expect(pieces.every((t) => t.weight === READING_WEIGHT)).toBe(true);
    expect(kanaWords('あいう')).toEqual([['あいう']]);
    expect(kanaWords('あいうえ かき')).toEqual([['あいうえ', 'あいう', 'いうえ']]);
  });

  it('adds synonyms at half weight, one concept per word, never a word the question already has', () => {
    const terms = queryTerms('値段と料金', synonyms);
    const added = terms.filter((term) => term.synonymOf !== undefined);
    expect(added).toEqual([{ term: '価格', weight: SYNONYM_WEIGHT, concept: added[0]?.concept, synonymOf: '値段' }]);
  });

  it('counts a spelling of the same word (one vocabulary) as the word itself, in its concept', () => {
    const sudachiLike = createSynonymIndex([{ words: ['印鑑', '判子', 'はんこ', '印章'], vocabulary: [1, 2, 2, 3] }]);
    const terms = queryTerms('はんこ', sudachiLike);
    const word = terms.find((t) => t.term === 'はんこ');
    expect(terms.find((t) => t.term === '判子')).toMatchObject({ weight: word?.weight, concept: word?.concept, synonymOf: 'はんこ' });
    expect(terms.find((t) => t.term === '印鑑')).toMatchObject({ weight: SYNONYM_WEIGHT, synonymOf: 'はんこ' });
    expect(terms.find((t) => t.term === '印鑑')?.concept).not.toBe(word?.concept);
  });

  it('expands only from words marked as triggers', () => {
    expect(queryTerms('キャンセル', synonyms).some((term) => term.synonymOf !== undefined)).toBe(false);
    expect(queryTerms('退会したい', synonyms).filter((term) => term.synonymOf === '退会').map((term) => term.term)).toEqual(['解約', 'きゃんせる']);
  });

  it('answers no terms for a question of only punctuation', () => {
    expect(queryTerms('？！…', synonyms)).toEqual([]);
  });
});

describe('BM25 pieces', () => {
  it('weighs rare terms more and never goes negative', () => {
    expect(idf(1, 1000)).toBeGreaterThan(idf(100, 1000));
    expect(idf(1000, 1000)).toBeGreaterThan(0);
  });
});

describe('PostgreSQL array literals', () => {
  it('quotes every element, escaping quotes and backslashes', () => {
    expect(textArray(['a', 'b"c', 'd\\e', '料金', '', 'NULL'])).toBe('{"a","b\\"c","d\\\\e","料金","","NULL"}');
    expect(numberArray([1, 2.5, -3])).toBe('{1,2.5,-3}');
    expect(() => numberArray([Number.NaN])).toThrow();
  });
});
