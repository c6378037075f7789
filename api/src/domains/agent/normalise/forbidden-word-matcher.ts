import { buildPatternAutomaton } from './aho-corasick';
import { normaliseForMatch } from './normalise-for-match';
import { normaliseText } from './normalised-text';

export interface ForbiddenWordEntry {
  readonly id: string;
  /** The word as the owner wrote it. */
  readonly value: string;
}

/** Where an entry was found: `text.slice(start, end)` of the text as given, in whole characters. */
export interface ForbiddenWordHit {
  readonly id: string;
  readonly value: string;
  readonly start: number;
  readonly end: number;
}

export interface ForbiddenWordMatcher {
  /** The leftmost hit (the longest of those starting there, then the earliest entry), or null. */
  match(text: string): ForbiddenWordHit | null;
  /** Every hit, overlapping ones included, ordered by start, longer first, then entry order. */
  matchAll(text: string): ForbiddenWordHit[];
  /** `text` with each character of every hit replaced by `mask`; all other text unchanged. */
  redact(text: string, mask?: string): string;
}

export const DEFAULT_REDACTION_MASK = '＊';

const graphemes = new Intl.Segmenter('ja', { granularity: 'grapheme' });

/**
 * Finds forbidden words in visitor messages and agent answers. Entries and text are compared after
 * normaliseForMatch, as plain substrings: Japanese has no spaces to mark word edges, so ばか is
 * caught inside ばかばかしい too, and the "try it" box shows the owner exactly that.
 */
export function createForbiddenWordMatcher(entries: readonly ForbiddenWordEntry[]): ForbiddenWordMatcher {
  const patterns = entries.map((entry) => normaliseForMatch(entry.value));
  const automaton = buildPatternAutomaton(patterns);
  // Most agents have no forbidden words: their answers then skip normalising altogether.
  const matchesNothing = patterns.every((pattern) => pattern === '');

  function matchAll(text: string): ForbiddenWordHit[] {
    if (matchesNothing) return [];
    const normalised = normaliseText(text);
    const hits = automaton.findAll(normalised.text).map((occurrence) => {
      const entry = entries[occurrence.pattern] as ForbiddenWordEntry;
      return {
        order: occurrence.pattern,
        hit: {
          id: entry.id,
          value: entry.value,
          start: normalised.sourceStart[occurrence.start] as number,
          end: normalised.sourceEnd[occurrence.end - 1] as number,
        },
      };
    });
    hits.sort((a, b) => a.hit.start - b.hit.start || b.hit.end - a.hit.end || a.order - b.order);
    return hits.map(({ hit }) => hit);
  }

  return {
    matchAll,
    match(text) {
      return matchAll(text)[0] ?? null;
    },
    redact(text, mask = DEFAULT_REDACTION_MASK) {
      let redacted = '';
      let copiedUpTo = 0;
      for (const hit of matchAll(text)) {
        if (hit.end <= copiedUpTo) continue;
        const start = Math.max(hit.start, copiedUpTo);
        redacted += text.slice(copiedUpTo, start);
        for (const _character of graphemes.segment(text.slice(start, hit.end))) redacted += mask;
        copiedUpTo = hit.end;
      }
      return redacted + text.slice(copiedUpTo);
    },
  };
}
