import type { TimeSlicer } from '#src/lib/time-slice/index';
import type { Block } from '../extract/document';
import { charCount } from './char-count';
import { type Sentence, splitSentences } from './split-sentences';

/** A passage before indexing: its text and the headings above it. */
export interface PassageDraft {
  heading: string;
  text: string;
}

/** Passages aim for this many characters… */
export const PASSAGE_MIN = 200;
export const PASSAGE_MAX = 400;
/** …and stretch to this rather than cut a sentence in two. */
export const PASSAGE_HARD_MAX = 600;
/** A passage repeats the previous one's last sentence when it is at most this long. */
export const OVERLAP_MAX = 120;

const HEADING_SEPARATOR = ' › ';
const CLAUSE_BREAK = /[、，,;；]/u;

/**
 * Packs blocks into passages of about 200–400 characters along sentence boundaries. A sentence is
 * cut only when it alone passes 600 characters (at a comma where possible). Consecutive passages
 * of one section share a short sentence, so a fact at a boundary is found from either side. A
 * heading closes the passage before it and becomes the context (「料金 › 年間プラン」) of those
 * below it; a row is a passage of its own.
 */
export function splitPassages(blocks: readonly Block[]): PassageDraft[] {
  const passages: PassageDraft[] = [];
  for (const _step of passageSteps(blocks, passages));
  return passages;
}

/**
 * splitPassages in slices of the event loop's time (a large document takes a second or two): the
 * same passages, with turns of the event loop in between.
 */
export async function splitPassagesInSlices(blocks: readonly Block[], slicer: TimeSlicer): Promise<PassageDraft[]> {
  const passages: PassageDraft[] = [];
  for (const _step of passageSteps(blocks, passages)) await slicer.pause();
  return passages;
}

/** A text block is split in pieces of about this many characters, at line breaks, so that no step is long. */
const STEP_CHARS = 20_000;

/**
 * The text of a block in pieces that end at a line break: a line break ends a sentence and resets
 * quotations (split-sentences.ts), so splitting each piece is splitting the whole, but for the first
 * sentence of a piece, which follows a line break.
 */
function* linePieces(text: string): Generator<{ text: string; afterBreak: boolean }> {
  let start = 0;
  while (text.length - start > STEP_CHARS) {
    const end = text.indexOf('\n', start + STEP_CHARS);
    if (end === -1) break;
    yield { text: text.slice(start, end), afterBreak: start > 0 };
    start = end + 1;
  }
  yield { text: start === 0 ? text : text.slice(start), afterBreak: start > 0 };
}

/** The splitter, a step (a block, or a piece of a long one) at a time: `passages` grows as it goes. */
function* passageSteps(blocks: readonly Block[], passages: PassageDraft[]): Generator<void> {
  const headings: string[] = [];
  let heading = '';
  let parts: Sentence[] = [];
  let length = 0;
  // Sentences added since the last passage: an overlap alone is never a passage.
  let fresh = 0;

  const emit = (text: string) => {
    const trimmed = text.trim();
    if (trimmed !== '') passages.push({ heading, text: trimmed });
  };

  const flush = (carryOver: boolean) => {
    if (fresh > 0) emit(joinSentences(parts));
    const last = parts.at(-1);
    if (carryOver && fresh > 0 && parts.length >= 2 && last && charCount(last.text) <= OVERLAP_MAX) {
      parts = [{ text: last.text, gap: 'none' }];
      length = charCount(last.text);
    } else {
      parts = [];
      length = 0;
    }
    fresh = 0;
  };

  const add = (sentence: Sentence) => {
    // A gap becomes one character (a space or a line break) between this sentence and the last.
    const size = charCount(sentence.text) + (parts.length > 0 && sentence.gap !== 'none' ? 1 : 0);
    if (size > PASSAGE_HARD_MAX) {
      flush(false);
      for (const piece of cutLongSentence(sentence.text)) emit(piece);
      return;
    }
    if (length + size > PASSAGE_MAX) {
      if (length >= PASSAGE_MIN || length + size > PASSAGE_HARD_MAX) {
        flush(true);
      } else {
        parts.push(sentence);
        fresh += 1;
        flush(true);
        return;
      }
    }
    parts.push(parts.length === 0 ? { text: sentence.text, gap: 'none' } : sentence);
    length += size;
    fresh += 1;
  };

  for (const block of blocks) {
    if (block.kind === 'heading') {
      flush(false);
      const level = Math.min(Math.max(block.level, 1), 6);
      headings.length = level - 1;
      headings[level - 1] = block.text.trim();
      heading = headings.filter((h) => h !== undefined && h !== '').join(HEADING_SEPARATOR);
      continue;
    }
    if (block.kind === 'row') {
      flush(false);
      if (charCount(block.text) <= PASSAGE_HARD_MAX) emit(block.text);
      else {
        for (const sentence of splitSentences(block.text)) add(sentence);
        flush(false);
      }
      continue;
    }
    let first = true;
    for (const piece of linePieces(block.text)) {
      const sentences = splitSentences(piece.text);
      sentences.forEach((sentence, index) => add(index === 0 && (first || piece.afterBreak) ? { text: sentence.text, gap: 'line' } : sentence));
      if (sentences.length > 0) first = false;
      yield;
    }
  }
  flush(false);
}

const GAP_TEXT = { none: '', space: ' ', line: '\n' } as const;

function joinSentences(sentences: readonly Sentence[]): string {
  return sentences.map((sentence, index) => (index === 0 ? sentence.text : `${GAP_TEXT[sentence.gap]}${sentence.text}`)).join('');
}

/** Pieces of at most PASSAGE_MAX characters, ending at the last comma that leaves a piece of PASSAGE_MIN or more. */
function cutLongSentence(sentence: string): string[] {
  const chars = Array.from(sentence);
  const pieces: string[] = [];
  let start = 0;
  while (chars.length - start > PASSAGE_MAX) {
    let end = start + PASSAGE_MAX;
    for (let i = start + PASSAGE_MAX - 1; i >= start + PASSAGE_MIN; i -= 1) {
      if (CLAUSE_BREAK.test(chars[i] ?? '')) {
        end = i + 1;
        break;
      }
    }
    pieces.push(chars.slice(start, end).join(''));
    start = end;
  }
  pieces.push(chars.slice(start).join(''));
  return pieces;
}
