import { extractPlainText } from '../extract/extract-plain-text';

/** How long a list row's excerpt is, in characters (code points). */
export const EXCERPT_LENGTH = 100;
/**
 * How much of an article's body the list query reads to make one: headings marks and line breaks
 * it drops take room, and reading the whole body (up to 200,000 characters) per row would not do.
 */
export const ARTICLE_EXCERPT_SOURCE = EXCERPT_LENGTH * 4;

/**
 * The start of an article as the owner reads it in the list: the same text the agent indexes
 * (extractPlainText), so "## 会員登録" shows as 会員登録, and every line as one run of text.
 */
export function articleExcerpt(bodyStart: string): string {
  const text = extractPlainText(bodyStart)
    .blocks.map((block) => block.text.replace(/\s*\n\s*/g, ' '))
    .join(' ');
  return Array.from(text).slice(0, EXCERPT_LENGTH).join('');
}
