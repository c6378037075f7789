import { MEDIA_FORMAT_INFO, type MediaFormat } from 'shared-contracts';
import { downloadName } from './media-names';

/** Below the API's public address; the route lives at routes/api/v1/public/media. */
export const PUBLIC_MEDIA_PREFIX = '/api/v1/public/media';
export const THUMBNAIL_SEGMENT = 'thumbnail';

/**
 * The longest path parameter Fastify's router takes, in UTF-16 code units once percent-decoded: its
 * maxParamLength, 100 by default (app.ts keeps it). A longer one is answered 404 before any route
 * runs, so a name of 97–100 characters with its extension appended made a URL that did not work.
 */
export const URL_FILE_NAME_MAX = 100;

const graphemes = new Intl.Segmenter('ja', { granularity: 'grapheme' });

/**
 * The file name an address ends in: the download name, its stem shortened (never inside a
 * character) so that the whole fits URL_FILE_NAME_MAX. The name is for people only: the route
 * ignores it, and a download is still offered under the whole name (Content-Disposition).
 */
export function urlFileName(name: string, format: MediaFormat): string {
  const full = downloadName(name, format);
  if (full.length <= URL_FILE_NAME_MAX) return full;
  const lower = full.toLowerCase();
  const extension = MEDIA_FORMAT_INFO[format].extensions.find((candidate) => lower.endsWith(candidate)) ?? '';
  let stem = '';
  for (const { segment } of graphemes.segment(full.slice(0, full.length - extension.length))) {
    if (stem.length + segment.length + extension.length > URL_FILE_NAME_MAX) break;
    stem += segment;
  }
  return `${stem.trimEnd() || 'file'}${extension}`;
}

/**
 * The address the widget loads an item from. The file name is for people and downloads only (a
 * renamed item keeps working at its old address); the agent id and the random item id find it.
 */
export function publicMediaUrl(publicApiUrl: string, item: { agentId: string; id: string; name: string; format: MediaFormat }): string {
  return `${publicApiUrl}${PUBLIC_MEDIA_PREFIX}/${item.agentId}/${item.id}/${encodeURIComponent(urlFileName(item.name, item.format))}`;
}

/** Never clashes with a file name: those always end in an extension. */
export function publicThumbnailUrl(publicApiUrl: string, item: { agentId: string; id: string }): string {
  return `${publicApiUrl}${PUBLIC_MEDIA_PREFIX}/${item.agentId}/${item.id}/${THUMBNAIL_SEGMENT}`;
}
