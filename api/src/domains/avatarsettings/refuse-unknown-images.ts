import { ApiError } from '../../errors/api-error';
import { avatarSettingsMessages, messages } from '../../errors/messages';
import type { MediaItemsRepository } from '../media/media-items-repository';

/** A media library id a settings document points at, with the request field it came from. */
export interface ImageReference {
  /** The field's path as a form names it: 'media_id', 'emotions.3.image_media_id'. */
  field: string;
  id: string;
}

/**
 * Refuses ids that are not images in this owner's media library: another owner's item, one deleted
 * since the screen loaded, or a video where an image belongs would leave the widget without a picture.
 */
export async function refuseUnknownImages(items: MediaItemsRepository, agentId: string, references: readonly ImageReference[]): Promise<void> {
  const fields: Record<string, string> = {};
  for (const { field, id } of references) {
    const item = await items.find(agentId, id);
    if (!item || item.kind !== 'image') fields[field] = avatarSettingsMessages.imageNotFound;
  }
  if (Object.keys(fields).length > 0) throw new ApiError(400, 'validation_error', messages.validation, {}, fields);
}
