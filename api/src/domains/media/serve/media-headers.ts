import type { MediaKind } from 'shared-contracts';

/**
 * Served files can never run script in the API's origin: the browser must take the stored type
 * (nosniff), and even a document opened directly gets a sandbox with no script and no network.
 * `img-src`/`media-src 'self'` and inline styles keep the browser's own image and player views working.
 */
export const MEDIA_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/** The widget runs on owners' sites, so the files are loaded cross-origin. A day in caches: bytes at an address never change, but an owner may delete them. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=86400';

/** Pictures, sound and video open in the browser; anything else (PDF) is downloaded, never rendered in our origin. */
export function contentDisposition(kind: MediaKind, filename: string): string {
  const type = kind === 'image' || kind === 'audio' || kind === 'video' ? 'inline' : 'attachment';
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export function etagOf(sha256: string): string {
  return `"${sha256}"`;
}

/** If-None-Match holds this ETag (or *): the cached copy is current. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const value = candidate.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}
