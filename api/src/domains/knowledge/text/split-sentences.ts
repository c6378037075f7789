/** What separated a sentence from the one before it in the source. */
export type SentenceGap = 'none' | 'space' | 'line';

export interface Sentence {
  text: string;
  gap: SentenceGap;
}

const TERMINATORS = new Set(['。', '！', '？', '!', '?', '．']);
const OPENERS: Readonly<Record<string, string>> = { '「': '」', '『': '』', '（': '）', '(': ')', '【': '】', '〈': '〉', '《': '》', '“': '”' };
// A quotation longer than this is not a quotation but an unclosed bracket: stop protecting it.
const QUOTE_MAX = 300;

/**
 * Splits text at Japanese sentence ends (。！？!? and the full-width period) and at line breaks,
 * keeping a quotation 「…。…」 whole. Closing brackets and repeated marks stay with their sentence
 * (「はい。」と言った。 is one sentence; 本当？！ ends once). A period followed by a space ends an
 * English sentence; 1.5 and example.com stay whole. Sentences are trimmed (their gap says what
 * stood before them); empty ones are dropped.
 */
export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  const chars = Array.from(text.replace(/\r\n?/g, '\n'));
  let current = '';
  let lineBefore = false;
  let closers: string[] = [];
  let quoteLength = 0;

  const flush = () => {
    const trimmed = current.trim();
    if (trimmed !== '') sentences.push({ text: trimmed, gap: lineBefore ? 'line' : /^\s/u.test(current) ? 'space' : 'none' });
    current = '';
    lineBefore = false;
  };

  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i] ?? '';
    if (char === '\n') {
      flush();
      closers = [];
      lineBefore = true;
      continue;
    }
    current += char;
    if (closers.length > 0) {
      quoteLength += 1;
      if (char === closers[closers.length - 1]) closers.pop();
      else if (OPENERS[char]) closers.push(OPENERS[char]);
      if (quoteLength > QUOTE_MAX) closers = [];
      if (closers.length > 0) continue;
    } else if (OPENERS[char]) {
      closers.push(OPENERS[char]);
      quoteLength = 0;
      continue;
    }
    const next = chars[i + 1];
    const ends = TERMINATORS.has(char) || (char === '.' && (next === undefined || next === ' ' || next === '\n'));
    if (!ends) continue;
    // Marks and closing brackets right after the end belong to this sentence.
    while (i + 1 < chars.length && (TERMINATORS.has(chars[i + 1] ?? '') || isCloser(chars[i + 1] ?? ''))) {
      i += 1;
      current += chars[i];
    }
    flush();
  }
  flush();
  return sentences;
}

const CLOSERS = new Set(Object.values(OPENERS));

function isCloser(char: string): boolean {
  return CLOSERS.has(char);
}
