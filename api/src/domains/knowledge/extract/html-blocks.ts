import { type HTMLElement, type Node, NodeType } from 'node-html-parser';
import { collapseWhitespace } from '../text/join-lines';
import { rowText } from './extract-markdown';
import type { Block } from './document';

// Elements that never hold readable content.
export const NON_CONTENT_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'canvas',
  'iframe',
  'object',
  'embed',
  'head',
  'title',
  'meta',
  'link',
  'button',
  'select',
  'option',
  'input',
  'textarea',
  'video',
  'audio',
  'map',
]);

const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'caption',
  'center',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'header',
  'hr',
  'html',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'section',
  'summary',
  'tbody',
  'tfoot',
  'thead',
  'ul',
]);

const HEADING = /^h([1-6])$/;
// A <br>, kept apart from the source's own line breaks, which are only whitespace.
const LINE_BREAK = '\u2028';

/**
 * The blocks of an HTML tree in reading order: h1–h6 become headings, table rows become rows
 * (named by a header row of th cells), pre keeps its lines, every other block element closes the
 * text before it, and <br> breaks a line. Whitespace is collapsed the way the page shows it.
 */
export function htmlBlocks(root: HTMLElement): Block[] {
  const blocks: Block[] = [];
  let buffer = '';
  const tableHeaders: (string[] | null)[] = [];

  const flush = () => {
    const text = buffer
      .split(LINE_BREAK)
      .map((line) => collapseWhitespace(line))
      .filter((line) => line !== '')
      .join('\n');
    if (text !== '') blocks.push({ kind: 'text', text });
    buffer = '';
  };

  const walk = (node: Node) => {
    if (node.nodeType === NodeType.TEXT_NODE) {
      buffer += node.text;
      return;
    }
    if (node.nodeType !== NodeType.ELEMENT_NODE) return;
    const element = node as HTMLElement;
    const tag = element.rawTagName?.toLowerCase() ?? '';
    if (NON_CONTENT_TAGS.has(tag)) return;
    const heading = HEADING.exec(tag);
    if (heading) {
      flush();
      const text = collapseWhitespace(element.text);
      if (text !== '') blocks.push({ kind: 'heading', level: Number(heading[1]), text });
      return;
    }
    if (tag === 'br') {
      buffer += LINE_BREAK;
      return;
    }
    if (tag === 'pre') {
      flush();
      const text = element.text.replace(/\r\n?/g, '\n').trim();
      if (text !== '') blocks.push({ kind: 'text', text });
      return;
    }
    if (tag === 'table') {
      flush();
      tableHeaders.push(null);
      element.childNodes.forEach(walk);
      tableHeaders.pop();
      flush();
      return;
    }
    if (tag === 'tr') {
      flush();
      const cells = element.childNodes.filter(
        (child): child is HTMLElement => child.nodeType === NodeType.ELEMENT_NODE && /^(td|th)$/i.test((child as HTMLElement).rawTagName ?? ''),
      );
      const texts = cells.map((cell) => collapseWhitespace(cell.text));
      const allHeaders = cells.length > 0 && cells.every((cell) => cell.rawTagName.toLowerCase() === 'th');
      if (allHeaders && tableHeaders.length > 0) {
        tableHeaders[tableHeaders.length - 1] = texts;
        return;
      }
      const text = rowText(texts, tableHeaders.at(-1) ?? null);
      if (text !== '') blocks.push({ kind: 'row', text });
      return;
    }
    if (BLOCK_TAGS.has(tag)) {
      flush();
      element.childNodes.forEach(walk);
      flush();
      return;
    }
    element.childNodes.forEach(walk);
  };

  walk(root);
  flush();
  return blocks;
}
