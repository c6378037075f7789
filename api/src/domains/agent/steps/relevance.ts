import { normaliseForMatch } from '../normalise';

// Hiragana carries the grammar of a Japanese sentence (は, を, ください); the topic is in kanji,
// katakana, latin letters and digits. Runs of those make the content terms.
const CONTENT_RUN = /[\p{Script=Han}\p{Script=Katakana}ー\p{Script=Latin}\p{N}々〆]+/gu;

/** The content terms of a text: character bigrams of its kanji/katakana/latin/digit runs (a one-character run is itself). */
export function contentTerms(text: string): Set<string> {
  const terms = new Set<string>();
  const wide = text.normalize('NFKC').toLowerCase();
  for (const match of wide.matchAll(CONTENT_RUN)) {
    const run = Array.from(normaliseForMatch(match[0]));
    if (run.length === 1) terms.add(run[0] ?? '');
    for (let i = 0; i + 1 < run.length; i += 1) terms.add(`${run[i]}${run[i + 1]}`);
  }
  terms.delete('');
  return terms;
}

/** How much of the question a text covers: the share of the question's content terms it holds (0–1). */
export function coverage(question: ReadonlySet<string>, text: ReadonlySet<string>): number {
  if (question.size === 0) return 0;
  let shared = 0;
  for (const term of question) if (text.has(term)) shared += 1;
  return shared / question.size;
}

/** How alike two questions are (Dice over content terms, 0–1): a Q&A pair answers a question it resembles. */
export function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  return (2 * shared) / (a.size + b.size);
}
