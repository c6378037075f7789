import { createSynonymIndex, queryTerms, SYNONYM_WEIGHT } from '#src/domains/knowledge/retrieval/index';
import { textArray, numberArray } from '#src/db/pg-array';
import { idf } from '#src/domains/knowledge/retrieval/bm25';

const synonyms = createSynonymIndex([{ words: ['料金', '価格', '値段'] }, { words: ['解約', '退会', 'キャンセル'], triggers: ['解約', '退会'] }]);

describe('queryTerms', () => {
  it('makes the question’s terms the way passages are indexed, each its own concept', () => {
    const terms = queryTerms('料金', null);
    expect(terms).toEqual([{ term: '料金', weight: 2, concept: 0 }]);
  });

  it('adds synonyms at half weight, one concept per word, never a word the question already has', () => {
    const terms = queryTerms('値段と料金', synonyms);
    const added = terms.filter((term) => term.synonymOf !== undefined);
    expect(added).toEqual([{ term: '価格', weight: SYNONYM_WEIGHT, concept: added[0]?.concept, synonymOf: '値段' }]);
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
