import { LRUCache } from 'lru-cache';
import type { ContentWord } from './content-words';

/** What the cache holds per text: the content words, frozen, since every caller shares them. */
export type SharedContentWords = readonly Readonly<ContentWord>[];

/**
 * `analyse` remembered for the texts last asked about, up to `maxCharacters` of text in all. At
 * question time the same texts come back: the question is analysed by retrieval and again by the
 * built-in responder, and the responder analyses every retrieved passage (and a Q&A's question,
 * alternatives and answer) on each question, though popular passages are retrieved over and over.
 * The key is the text itself and the analysis depends on nothing else (the dictionary is fixed per
 * process), so an entry is never stale: an edited passage is a different text. Nothing to
 * invalidate across API processes.
 */
export function memoisedContentWords(analyse: (text: string) => ContentWord[], maxCharacters: number): (text: string) => SharedContentWords {
  const cache = new LRUCache<string, SharedContentWords>({ maxSize: maxCharacters, sizeCalculation: (_words, text) => Math.max(text.length, 1) });
  return (text) => {
    let words = cache.get(text);
    if (words === undefined) {
      words = Object.freeze(analyse(text).map((word) => Object.freeze(word)));
      // Longer than the whole cache: not kept (LRUCache would refuse it anyway).
      if (text.length <= maxCharacters) cache.set(text, words);
    }
    return words;
  };
}
