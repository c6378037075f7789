import type { ContentWord } from '#src/domains/knowledge/text/content-words';
import { textContentWords, textTerms } from '#src/domains/knowledge/text/index-terms';
import { memoisedContentWords } from '#src/domains/knowledge/text/memoised-content-words';

function counting(): { analyse: (text: string) => ContentWord[]; calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    analyse: (text) => {
      calls.push(text);
      return [{ word: text, reading: '', compound: false }];
    },
  };
}

describe('memoisedContentWords', () => {
  it('analyses a text once while it stays in the cache, and answers the same words', () => {
    const { analyse, calls } = counting();
    const words = memoisedContentWords(analyse, 100);
    const first = words('駐車場');
    expect(words('駐車場')).toBe(first);
    expect(first).toEqual([{ word: '駐車場', reading: '', compound: false }]);
    expect(calls).toEqual(['駐車場']);
    words('印鑑');
    expect(calls).toEqual(['駐車場', '印鑑']);
  });

  it('forgets the least recently asked texts past its size in characters', () => {
    const { analyse, calls } = counting();
    const words = memoisedContentWords(analyse, 6);
    words('あいう');
    words('かきく');
    words('あいう');
    // Six characters held; a seventh pushes out かきく, asked longest ago.
    words('さ');
    words('あいう');
    words('かきく');
    expect(calls).toEqual(['あいう', 'かきく', 'さ', 'かきく']);
  });

  it('does not keep a text longer than the whole cache, and still answers it', () => {
    const { analyse, calls } = counting();
    const words = memoisedContentWords(analyse, 2);
    expect(words('あいう')).toEqual([{ word: 'あいう', reading: '', compound: false }]);
    words('あいう');
    expect(calls).toEqual(['あいう', 'あいう']);
  });

  it('hands out frozen words, so no caller can change what the next one gets', () => {
    const words = memoisedContentWords(counting().analyse, 100);
    const shared = words('予約');
    expect(Object.isFrozen(shared)).toBe(true);
    expect(shared.every((word) => Object.isFrozen(word))).toBe(true);
    expect(() => (shared as ContentWord[]).push({ word: 'x', reading: '', compound: false })).toThrow(TypeError);
  });
});

describe('textContentWords (remembered)', () => {
  it('answers as the analysis does, the first time and the next', () => {
    const text = '駐車場はありますか？取り置きはできますか。';
    const first = textContentWords(text).map((w) => ({ ...w }));
    expect(first.map((w) => w.word)).toEqual(expect.arrayContaining(['駐車場', '取り置く']));
    expect(textContentWords(text)).toEqual(first);
    // Indexing analyses afresh and sees the same words: each word and its reading are terms.
    const terms = textTerms(text);
    for (const { word, reading } of first) {
      expect(terms.has(word)).toBe(true);
      if (reading !== '') expect(terms.has(reading)).toBe(true);
    }
  });
});
