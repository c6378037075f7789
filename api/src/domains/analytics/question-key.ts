import { normaliseForMatch } from '../agent/normalise/normalise-for-match';

/** Past this many characters two questions are one group (a key stays a short index entry). */
export const QUESTION_KEY_MAX = 200;

// What ends a question without changing it: ？ and ! (NFKC makes them ASCII), 。、…, 〜 and spaces.
const TRAILING = /[\s?!.,。、．，…~〜ー・]+$/u;

/**
 * 分析's group of a visitor question (よくある質問, 未回答の質問): the runtime's comparison form
 * (NFKC, lower case, katakana as hiragana, one space between words), without what ends it. So
 * 「駐車場はありますか？」, 「駐車場はありますか」 and 「駐車場はありますか!!」 are one question. It
 * is a prefix-trimmed substring of the message's search text, so 会話履歴's keyword finds the group's
 * messages. null when nothing is left (a message of punctuation alone).
 */
export function questionKeyOf(text: string): string | null {
  const key = Array.from(normaliseForMatch(text).replace(TRAILING, '')).slice(0, QUESTION_KEY_MAX).join('');
  return key === '' ? null : key;
}
