import { foldKatakana } from '../../agent/normalise/fold-katakana';

/** A kana run is tried as words this long: shorter pieces (ある, です) are grammar as often as words. */
export const KANA_WORD_MIN = 3;
export const KANA_WORD_MAX = 10;

/** A run of kana long enough to hold a piece: retrieval's lookups (query-terms kanaWords) and the responder's reading of them scan the same runs. */
export const KANA_RUN = /[\p{Script=Hiragana}\p{Script=Katakana}ー]{3,}/gu;

/** What a question spells in kana of the owner's words, and the rest of it. */
export interface KanaSpelled {
  /** The owner's words found spelled in kana (in comparison form: ちゅうしゃじょう for 駐車場), in order. */
  words: string[];
  /** The question in NFKC (？ as ?) with those spellings cut out, each replaced by 、 so words do not join across the cut. */
  rest: string;
}

/**
 * The owner's words a question writes in kana. IPADIC reads text written all in kana poorly, and
 * worse where no dictionary word fits: ちゅうしゃじょうある？ comes out as ちゅうする + ゃじょうある,
 * でんち捨てたい as ちる + 捨てる. The owner's passages are indexed with the readings of their words
 * (駐車場 → ちゅうしゃじょう, 電池 → でんち), so each kana run of the question is read, left to
 * right, as the longest pieces (KANA_WORD_MIN to KANA_WORD_MAX characters) that some passage holds
 * (`holds`: retrieval looked each piece up; see query-terms kanaWords), and the analyser reads only
 * what is left. A run no passage holds a piece of stays as it was.
 */
export function kanaSpelledWords(question: string, holds: (term: string) => boolean): KanaSpelled {
  const text = question.normalize('NFKC');
  const words: string[] = [];
  let rest = '';
  let copied = 0;
  for (const match of text.matchAll(KANA_RUN)) {
    const chars = Array.from(match[0]);
    // Character by character, so a piece's position in the folded run is its position in the text.
    const folded = chars.map((char) => foldKatakana(char));
    let start = match.index;
    let i = 0;
    while (i < chars.length) {
      let found = 0;
      for (let length = Math.min(KANA_WORD_MAX, chars.length - i); length >= KANA_WORD_MIN; length -= 1) {
        const piece = folded.slice(i, i + length).join('');
        if (holds(piece)) {
          words.push(piece);
          found = length;
          break;
        }
      }
      if (found === 0) {
        start += chars[i]?.length ?? 1;
        i += 1;
        continue;
      }
      const spelled = chars.slice(i, i + found).join('');
      rest += `${text.slice(copied, start)}、`;
      copied = start + spelled.length;
      start = copied;
      i += found;
    }
  }
  return { words, rest: rest + text.slice(copied) };
}
