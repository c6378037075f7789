import type { MediaItem } from 'shared-contracts';
import { formatDuration } from 'shared-ui';
import { labels } from '../labels';

/** 1200 × 800 px, 0:12, or both (a video), for a list cell. */
export function detailsText(item: MediaItem): string {
  const parts: string[] = [];
  if (item.width !== null && item.height !== null) parts.push(labels.details.pixels(item.width, item.height));
  if (item.duration !== null) parts.push(formatDuration(item.duration));
  return parts.join('・');
}
