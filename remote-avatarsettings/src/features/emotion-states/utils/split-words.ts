/** What separates trigger words typed or pasted in one go: Japanese and Latin commas, line breaks. */
const SEPARATORS = /[、,，\n\r\t]+/;

export function splitWords(text: string): string[] {
  return text
    .split(SEPARATORS)
    .map((word) => word.trim())
    .filter((word) => word !== '');
}
