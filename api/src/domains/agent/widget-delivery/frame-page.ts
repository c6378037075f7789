import { WIDGET_ASSETS_PREFIX } from 'shared-contracts';
import type { FrameManifest } from './widget-dist';

/** The script of the refused page, served from the assets path so the page needs no inline script. */
export const REFUSED_SCRIPT_NAME = 'refused.js';

/**
 * Posts "refused" to the embedding page, whose origin the page's own URL names (the loader's claim);
 * frame-ancestors lets only that origin frame this page, so the message can reach no one else.
 */
export const REFUSED_SCRIPT = `(function () {
  var origin = new URLSearchParams(location.search).get('origin');
  if (!origin || window.parent === window) return;
  try {
    window.parent.postMessage({ source: 'avatar-chat', type: 'refused' }, origin);
  } catch (e) {}
})();
`;

function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

/**
 * The frame's policy: only its own bundle runs, it talks only to the API, pictures and sound come
 * from the API (media library, speech as blobs), and only the allowed sites (and the console) may
 * frame it. No inline styles: the app sets element.style properties, which style-src does not govern.
 */
export function frameCsp(ancestors: readonly string[], apiOrigin: string): string {
  const self = `'self' ${apiOrigin}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src ${self}`,
    `img-src ${self} data: blob:`,
    `media-src ${self} blob:`,
    `connect-src ${self}`,
    `font-src ${self}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${ancestors.length > 0 ? ancestors.join(' ') : "'none'"}`,
  ].join('; ');
}

/** The refused page may be framed by the claimed origin only, and runs nothing but its own script. */
export function refusedCsp(claimedOrigin: string | null): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${claimedOrigin ?? "'none'"}`,
  ].join('; ');
}

/** The frame app's document: its bundle from the manifest; the app reads agent, origin, page and preview from its own URL. */
export function framePage(manifest: FrameManifest, title: string): string {
  const asset = (name: string) => `${WIDGET_ASSETS_PREFIX}/${encodeURIComponent(name)}`;
  return [
    '<!doctype html>',
    '<html lang="ja">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${escapeHtml(title)}</title>`,
    ...(manifest.css ? [`<link rel="stylesheet" href="${asset(manifest.css)}">`] : []),
    '</head>',
    '<body>',
    '<div id="root"></div>',
    `<script src="${asset(manifest.js)}" defer></script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

export function refusedPage(): string {
  return [
    '<!doctype html>',
    '<html lang="ja">',
    '<head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title>利用できません</title></head>',
    '<body>',
    `<script src="${WIDGET_ASSETS_PREFIX}/${REFUSED_SCRIPT_NAME}"></script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
