const PIECE_MAX = 120;
const SENTENCE_END = /(?<=[。！？!?．\n])/u;
const SOFT_BREAK = /[、，,\s・]/u;

/**
 * Text cut into short pieces at sentence ends (and, in a long sentence, at commas or spaces) for
 * Intl.Segmenter and normaliseForMatch: both slow down more than linearly with the length of
 * their input on this Node (3 ms for 3,000 characters, 30 ms for 10,000), so a passage is
 * segmented sentence by sentence. Pieces meet where words and bigram runs break anyway.
 */
export function textPieces(text: string): string[] {
  const pieces: string[] = [];
  for (const sentence of text.split(SENTENCE_END)) {
    const chars = Array.from(sentence);
    let start = 0;
    while (chars.length - start > PIECE_MAX) {
      let end = start + PIECE_MAX;
      for (let i = end - 1; i > start + PIECE_MAX / 2; i -= 1) {
        if (SOFT_BREAK.test(chars[i] ?? '')) {
          end = i + 1;
          break;
        }
      }
      pieces.push(chars.slice(start, end).join(''));
      start = end;
    }
    if (start < chars.length) pieces.push(chars.slice(start).join(''));
  }
  return pieces;
}
