/** Length in code points: what passage sizes are measured in (a kanji and an emoji count one each). */
export function charCount(text: string): number {
  let count = 0;
  for (const _char of text) count += 1;
  return count;
}
