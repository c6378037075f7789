import { Fragment, type ReactNode } from 'react';

type Script = 'kanji' | 'kana' | 'hiragana' | 'latin' | 'other';

function scriptOf(character: string): Script {
  if (/\p{Script=Han}|々/u.test(character)) return 'kanji';
  if (/\p{Script=Katakana}|ー/u.test(character)) return 'kana';
  if (/\p{Script=Hiragana}/u.test(character)) return 'hiragana';
  if (/[A-Za-z0-9]/.test(character)) return 'latin';
  return 'other';
}

/**
 * Where a Japanese label may break between its words: where the script changes (最終|メッセージ,
 * メッセージ|数, ページ|URL), and before kanji after kana (最初の|質問); a kanji's kana (の, を) stay
 * with it. Japanese has no spaces, so without these a narrow header broke anywhere, 「メッセー/ジ数」.
 */
export function wordBreaksOf(label: string): string[] {
  const words: string[] = [];
  let word = '';
  let previous: Script = 'other';
  for (const character of label) {
    const script = scriptOf(character);
    const boundary =
      word !== '' && script !== previous && script !== 'other' && previous !== 'other' && !(previous === 'kanji' && script === 'hiragana');
    if (boundary) {
      words.push(word);
      word = '';
    }
    word += character;
    previous = script;
  }
  if (word !== '') words.push(word);
  return words;
}

/**
 * A header label that breaks only between its words (with the header cell's `word-break: keep-all`):
 * 「最終<wbr>メッセージ」. Its text is the label as it was, for tests and screen readers alike.
 */
export function HeaderWords({ label }: { label: string }): ReactNode {
  const words = wordBreaksOf(label);
  return words.map((word, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {word}
    </Fragment>
  ));
}
