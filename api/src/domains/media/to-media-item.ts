import type { MediaItem, MediaUsage } from 'shared-contracts';
import type { MediaItemRow } from '../../db/schema';
import { publicMediaUrl, publicThumbnailUrl } from './public-url';

export function toMediaItem(row: MediaItemRow, publicApiUrl: string, usedIn: readonly MediaUsage[]): MediaItem {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    mime: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
    duration: row.durationSeconds,
    tags: row.tags,
    url: publicMediaUrl(publicApiUrl, row),
    thumbnail_url: row.thumbnailKey ? publicThumbnailUrl(publicApiUrl, row) : null,
    usage_count: usedIn.length,
    used_in: [...usedIn],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
