import { splitSentences } from '../../knowledge/text/split-sentences';

/**
 * An answer of at most `max` characters (code points): whole sentences while they fit, and when
 * not even the first fits, that sentence cut with an ellipsis. Line breaks between sentences stay.
 */
export function cutAnswer(text: string, max: number): string {
  if (Array.from(text).length <= max) return text;
  let out = '';
  let length = 0;
  for (const sentence of splitSentences(text)) {
    const joiner = out === '' ? '' : sentence.gap === 'line' ? '\n' : sentence.gap === 'space' ? ' ' : '';
    const size = Array.from(joiner + sentence.text).length;
    if (length + size > max) break;
    out += joiner + sentence.text;
    length += size;
  }
  if (out !== '') return out;
  return `${Array.from(text).slice(0, Math.max(max - 1, 0)).join('')}…`;
}
