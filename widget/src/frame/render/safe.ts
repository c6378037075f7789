import { h } from './h';

/** The URL as an absolute http(s) address, or null: `javascript:`, `data:` and the like never become links. */
export function safeHttpUrl(raw: string, base?: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/** A link that opens in a new tab and gives the opened page no handle on this window. */
export function safeLink(raw: string, text: string, label?: string): HTMLAnchorElement | Text {
  const href = safeHttpUrl(raw);
  if (href === null) return document.createTextNode(text);
  return h('a', { href, target: '_blank', rel: 'noopener noreferrer', 'aria-label': label }, [text]);
}

/**
 * Only pictures of the owner's media library are drawn: the API's public media path for this
 * agent, on the API's origin. Anything else (a tracker, another site's image) is left out.
 */
export function isOwnMediaUrl(raw: string, apiOrigin: string, agentId: string): boolean {
  const href = safeHttpUrl(raw);
  if (href === null) return false;
  const url = new URL(href);
  return url.origin === apiOrigin && url.pathname.startsWith(`/api/v1/public/media/${encodeURIComponent(agentId)}/`);
}

// http(s) addresses in running text, up to whitespace or a closing bracket or Japanese punctuation.
const URL_IN_TEXT = /https?:\/\/[^\s<>"'）」』】、。]+/g;
const TRAILING = /[.,!?;:)\]]+$/;

/**
 * A message's text as nodes: plain text, with the http(s) addresses in it made into safe links.
 * Every other piece, markup included, stays text.
 */
export function textWithLinks(text: string): Node[] {
  const nodes: Node[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const start = match.index ?? 0;
    const found = match[0].replace(TRAILING, '');
    if (start > last) nodes.push(document.createTextNode(text.slice(last, start)));
    nodes.push(safeLink(found, found));
    last = start + found.length;
  }
  if (last < text.length) nodes.push(document.createTextNode(text.slice(last)));
  return nodes;
}
