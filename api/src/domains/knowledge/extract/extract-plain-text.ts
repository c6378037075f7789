import type { Block, ExtractedDocument } from './document';

// Headings as plain Japanese text writes them: 【料金について】, ■ 解約方法, ＜送料＞, or Markdown's #.
const BRACKETED = /^[【［[＜<〈《]([^】］\]＞>〉》]{1,40})[】］\]＞>〉》]$/u;
const MARKED = /^[■□◆◇●○▼▽▶▷★☆◎※]\s*(\S.{0,39})$/u;
const HASHED = /^(#{1,6})\s+(.{1,80})$/u;
const SENTENCE_END = /[。．.！？!?、，,:：]$/u;

/**
 * Plain text: paragraphs are separated by blank lines and every line break is a sentence
 * boundary, since a line in a text file is usually a unit of its own (a list item, a notice).
 * A short line that reads as a heading (【料金】, ■ 解約方法, # 送料) becomes one.
 */
export function extractPlainText(text: string): ExtractedDocument {
  const blocks: Block[] = [];
  let lines: string[] = [];
  const endParagraph = () => {
    if (lines.length > 0) blocks.push({ kind: 'text', text: lines.join('\n') });
    lines = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') {
      endParagraph();
      continue;
    }
    const heading = headingOf(line);
    if (heading) {
      endParagraph();
      blocks.push({ kind: 'heading', ...heading });
      continue;
    }
    lines.push(line);
  }
  endParagraph();
  return { title: null, blocks };
}

function headingOf(line: string): { level: number; text: string } | null {
  const hashed = HASHED.exec(line);
  if (hashed) return { level: hashed[1]?.length ?? 1, text: (hashed[2] ?? '').trim() };
  if (SENTENCE_END.test(line)) return null;
  const bracketed = BRACKETED.exec(line) ?? MARKED.exec(line);
  return bracketed ? { level: 2, text: (bracketed[1] ?? '').trim() } : null;
}
