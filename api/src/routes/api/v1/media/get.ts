import { mediaItemSchema } from 'shared-contracts';
import { mediaMessages } from '#src/domains/media/messages';
import { toMediaItem } from '#src/domains/media/to-media-item';
import { getByIdRoute } from '../get-by-id-route';

export default getByIdRoute({
  tag: 'media',
  summary: 'One media item, with where it is used',
  response: mediaItemSchema,
  read: async (app, agentId, id) => {
    const row = await app.repositories.mediaItems.find(agentId, id);
    return row && toMediaItem(row, app.config.publicApiUrl, await app.media.usage.of(agentId, row.id));
  },
  notFound: mediaMessages.notFound,
});
