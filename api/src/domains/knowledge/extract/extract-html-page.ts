import { type HTMLElement, NodeType, parse } from 'node-html-parser';
import { collapseWhitespace } from '../text/join-lines';
import type { ExtractedDocument } from './document';
import { htmlBlocks } from './html-blocks';

// Page furniture rather than content: navigation, site header and footer, sidebars, forms.
const BOILERPLATE_SELECTOR = [
  'nav',
  'footer',
  'aside',
  'form',
  '[role=navigation]',
  '[role=banner]',
  '[role=contentinfo]',
  '[role=complementary]',
  '[role=search]',
  '[aria-hidden=true]',
  '[hidden]',
].join(',');
const BOILERPLATE_NAME =
  /(^|[-_\s])(nav|navi|navbar|menu|gnav|global-?nav|footer|sidebar|side|breadcrumbs?|pankuzu|cookie|banner|share|sns|social|related|recommend|ranking|comments?|ads?|advert|pagination|pager|skip|modal|popup)($|[-_\s])/i;
const CONTENT_TAGS = 'p, pre, li, dd, blockquote, td';

/**
 * The main text of a web page, as a reader would pick it: scripts, styles, navigation, the site's
 * header and footer, sidebars and forms are dropped; then <main> or the one <article> is taken
 * when it holds most of the text, otherwise the element whose paragraphs carry the most
 * sentences with the fewest links (the readability heuristic). The title is og:title, <title> or
 * the first h1.
 */
export function extractHtmlPage(html: string): ExtractedDocument {
  const root = parse(html, { comment: false, blockTextElements: { script: false, style: false, noscript: false, pre: true } });
  const title = pageTitle(root);
  const body = root.querySelector('body') ?? root;

  for (const element of body.querySelectorAll(BOILERPLATE_SELECTOR)) element.remove();
  // A header inside an article is the article's own (its title, its date); the page's header is furniture.
  for (const header of body.querySelectorAll('header')) if (!header.closest('article, main')) header.remove();
  const bodyLength = textLength(body);
  for (const element of body.querySelectorAll('[class], [id]')) {
    const names = `${element.getAttribute('class') ?? ''} ${element.getAttribute('id') ?? ''}`;
    if (BOILERPLATE_NAME.test(names) && textLength(element) < bodyLength * 0.3) element.remove();
  }

  return { title, blocks: htmlBlocks(mainContent(body)) };
}

function mainContent(body: HTMLElement): HTMLElement {
  const total = textLength(body);
  const landmarks = body.querySelectorAll('main, [role=main], article');
  const largest = landmarks.reduce<HTMLElement | null>((best, element) => (best && textLength(best) >= textLength(element) ? best : element), null);
  if (largest && textLength(largest) >= total * 0.4) return largest;

  const scores = new Map<HTMLElement, number>();
  for (const paragraph of body.querySelectorAll(CONTENT_TAGS)) {
    const length = textLength(paragraph);
    if (length < 10) continue;
    const score = 1 + (paragraph.text.match(/[、。,]/g)?.length ?? 0) + Math.min(length / 100, 3);
    const parent = paragraph.parentNode;
    if (!parent) continue;
    scores.set(parent, (scores.get(parent) ?? 0) + score);
    const grandparent = parent.parentNode;
    if (grandparent) scores.set(grandparent, (scores.get(grandparent) ?? 0) + score / 2);
  }
  let best: HTMLElement = body;
  let bestScore = 0;
  for (const [element, score] of scores) {
    const adjusted = score * (1 - linkDensity(element));
    if (adjusted > bestScore) {
      best = element;
      bestScore = adjusted;
    }
  }
  // A winner holding little of the page's text missed the content spread over siblings.
  return textLength(best) >= total * 0.25 ? best : body;
}

function pageTitle(root: HTMLElement): string | null {
  const candidates = [
    root.querySelector('meta[property="og:title"]')?.getAttribute('content'),
    root.querySelector('title')?.text,
    root.querySelector('h1')?.text,
  ];
  for (const candidate of candidates) {
    const text = collapseWhitespace(candidate ?? '');
    if (text !== '') return text;
  }
  return null;
}

function textLength(element: HTMLElement): number {
  let length = 0;
  const visit = (node: HTMLElement) => {
    for (const child of node.childNodes) {
      if (child.nodeType === NodeType.TEXT_NODE) length += child.text.replace(/\s+/g, '').length;
      else if (child.nodeType === NodeType.ELEMENT_NODE) visit(child as HTMLElement);
    }
  };
  visit(element);
  return length;
}

function linkDensity(element: HTMLElement): number {
  const total = textLength(element);
  if (total === 0) return 1;
  const links = element.querySelectorAll('a').reduce((sum, link) => sum + textLength(link), 0);
  return Math.min(links / total, 1);
}
