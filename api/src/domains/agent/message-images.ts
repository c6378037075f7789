import type { Database } from '../../db/database';
import { publicMediaUrl } from '../media/public-url';
import { repositoriesOf } from '../repositories';

export interface MessageImage {
  url: string;
  alt: string;
}

/**
 * The picture the owner attached to a message (a fixed reply, a fixed message) as the widget loads
 * it. An item deleted or replaced by a non-image since it was chosen is left out: the answer still
 * goes, without a broken picture.
 */
export async function messageImages(db: Database, publicApiUrl: string, agentId: string, mediaId: string | null): Promise<MessageImage[]> {
  if (mediaId === null) return [];
  const item = await repositoriesOf(db).mediaItems.find(agentId, mediaId);
  if (!item || item.kind !== 'image') return [];
  return [{ url: publicMediaUrl(publicApiUrl, item), alt: item.name }];
}
