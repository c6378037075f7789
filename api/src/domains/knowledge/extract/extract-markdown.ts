import { joinWrapped } from '../text/join-lines';
import type { Block, ExtractedDocument } from './document';

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const ATX_HEADING = /^\s{0,3}(#{1,6})(?:\s+(.*?))?\s*#*\s*$/;
const SETEXT_UNDERLINE = /^\s{0,3}(=+|-+)\s*$/;
const THEMATIC_BREAK = /^\s{0,3}([-*_])(?:\s*\1){2,}\s*$/;
const LIST_ITEM = /^\s*(?:[-*+]|\d{1,9}[.)])\s+(.*)$/;
const BLOCKQUOTE = /^\s{0,3}>\s?/;
const TABLE_DIVIDER = /^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$/;
const TABLE_ROW = /^\s*\|.*\|\s*$/;
const LINK_DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*\S+/;

/**
 * Markdown as text: headings are kept as headings (ATX and setext), tables become rows
 * (「料金: 980円 / プラン: ベーシック」), list items stay lines of their own, and the syntax around
 * words (emphasis, links, images, inline code, HTML tags) is dropped. Lines wrapped inside a
 * paragraph are joined back into one sentence.
 */
export function extractMarkdown(source: string): ExtractedDocument {
  const lines = stripFrontMatter(source.replace(/\r\n?/g, '\n')).split('\n');
  const blocks: Block[] = [];
  // A paragraph's lines, each in pieces joined at its end: a wrapped line is joined by its last piece
  // alone, since growing one string while reading its end would copy it at every line.
  let paragraph: string[][] = [];
  let paragraphIsList = false;
  let tableHeader: string[] | null = null;
  let fence: string | null = null;
  let title: string | null = null;

  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'text', text: paragraph.map((pieces) => pieces.join('')).join('\n') });
    paragraph = [];
    paragraphIsList = false;
  };

  for (let index = 0; index < lines.length; index += 1) {
    const raw = lines[index] ?? '';
    const fenceMatch = FENCE.exec(raw);
    if (fence !== null) {
      if (fenceMatch && fenceMatch[1]?.[0] === fence[0] && (fenceMatch[1]?.length ?? 0) >= fence.length) {
        fence = null;
        endParagraph();
      } else if (raw.trim() !== '') paragraph.push([raw.trim()]);
      continue;
    }
    if (fenceMatch) {
      endParagraph();
      fence = fenceMatch[1] ?? '```';
      continue;
    }
    const line = raw.replace(BLOCKQUOTE, '');
    if (line.trim() === '' || THEMATIC_BREAK.test(line) || LINK_DEFINITION.test(line)) {
      endParagraph();
      tableHeader = null;
      continue;
    }
    const heading = ATX_HEADING.exec(line);
    if (heading) {
      endParagraph();
      const text = inline(heading[2] ?? '');
      if (text !== '') {
        blocks.push({ kind: 'heading', level: heading[1]?.length ?? 1, text });
        title ??= text;
      }
      continue;
    }
    const next = lines[index + 1] ?? '';
    if (paragraph.length === 0 && SETEXT_UNDERLINE.test(next) && !LIST_ITEM.test(line) && !TABLE_ROW.test(line)) {
      const text = inline(line);
      blocks.push({ kind: 'heading', level: next.trim().startsWith('=') ? 1 : 2, text });
      title ??= text;
      index += 1;
      continue;
    }
    if (TABLE_ROW.test(line)) {
      endParagraph();
      const cells = tableCells(line);
      if (TABLE_DIVIDER.test(next)) {
        tableHeader = cells;
        index += 1;
        continue;
      }
      const text = rowText(cells, tableHeader);
      if (text !== '') blocks.push({ kind: 'row', text });
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      if (!paragraphIsList) endParagraph();
      paragraphIsList = true;
      paragraph.push([inline(item[1] ?? '')]);
      continue;
    }
    const text = inline(line);
    if (paragraphIsList && /^\s{2,}/.test(raw) && paragraph.length > 0) {
      // A continuation line of a list item.
      joinToLast(paragraph, text);
    } else if (paragraphIsList) {
      endParagraph();
      paragraph.push([text]);
    } else if (paragraph.length > 0) {
      joinToLast(paragraph, text);
    } else {
      paragraph.push([text]);
    }
  }
  endParagraph();
  return { title, blocks };
}

/** Joins `text` to the paragraph's last line as a wrapped line is joined (join-lines.ts), by the line's last non-empty piece. */
function joinToLast(paragraph: string[][], text: string): void {
  const pieces = paragraph[paragraph.length - 1];
  if (!pieces) return;
  const tail = pieces.findLast((piece) => piece !== '') ?? '';
  pieces.push(joinWrapped(tail, text).slice(tail.length));
}

function stripFrontMatter(text: string): string {
  if (!text.startsWith('---\n')) return text;
  const end = text.indexOf('\n---', 4);
  return end === -1 ? text : text.slice(text.indexOf('\n', end + 1) + 1);
}

function tableCells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => inline(cell.replace(/\\\|/g, '|')));
}

/** 「見出し: 値」 pairs when the table has a header row, the cells alone otherwise. */
export function rowText(cells: readonly string[], header: readonly string[] | null): string {
  const pairs = cells
    .map((cell, column) => {
      if (cell === '') return '';
      const name = header?.[column]?.trim() ?? '';
      return name === '' ? cell : `${name}: ${cell}`;
    })
    .filter((pair) => pair !== '');
  return pairs.join(' / ');
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The words of a line without Markdown's inline syntax. */
function inline(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1')
    .replace(/<(https?:\/\/[^>\s]+)>/g, '$1')
    .replace(/<\/?[a-zA-Z][^>]*>/g, '')
    .replace(/`+([^`]+)`+/g, '$1')
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    // An asterisk may emphasise inside a word (料金は*980円*です); an underscore may not (CommonMark).
    .replace(/(^|[^*])\*(?=[^\s*])([^*\n]*?[^\s*])\*(?!\*)/gu, '$1$2')
    .replace(/(^|[^\p{L}\p{N}_])_(?=\S)([^_]*?\S)_(?![\p{L}\p{N}])/gu, '$1$2')
    .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1')
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '')
    .replace(/\\([\\`*_{}[\]()#+\-.!|>~])/g, '$1')
    .trim();
}
