import type { MediaFormat } from 'shared-contracts';
import { downloadName } from './media-names';

/** Below the API's public address; the route lives at routes/api/v1/public/media. */
export const PUBLIC_MEDIA_PREFIX = '/api/v1/public/media';
export const THUMBNAIL_SEGMENT = 'thumbnail';

/**
 * The address the widget loads an item from. The file name is for people and downloads only (a
 * renamed item keeps working at its old address); the agent id and the random item id find it.
 */
export function publicMediaUrl(publicApiUrl: string, item: { agentId: string; id: string; name: string; format: MediaFormat }): string {
  return `${publicApiUrl}${PUBLIC_MEDIA_PREFIX}/${item.agentId}/${item.id}/${encodeURIComponent(downloadName(item.name, item.format))}`;
}

/** Never clashes with a file name: those always end in an extension. */
export function publicThumbnailUrl(publicApiUrl: string, item: { agentId: string; id: string }): string {
  return `${publicApiUrl}${PUBLIC_MEDIA_PREFIX}/${item.agentId}/${item.id}/${THUMBNAIL_SEGMENT}`;
}
