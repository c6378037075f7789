import { mediaListQuerySchema, mediaListResponseSchema } from 'shared-contracts';
import { toMediaItem } from '#src/domains/media/to-media-item';
import { listRoute } from '../list-route';

export default listRoute({
  tag: 'media',
  summary: 'Media items, paged',
  description: 'q finds names and tags; kind is image, video, audio or pdf; tag compares as mediaTagKey does (width and case alike).',
  query: mediaListQuerySchema,
  response: mediaListResponseSchema,
  read: async (app, agentId, query) => {
    const [{ rows, total }, usage] = await Promise.all([app.repositories.mediaItems.page(agentId, query), app.media.usage.ofAgent(agentId)]);
    return { data: rows.map((row) => toMediaItem(row, app.config.publicApiUrl, usage.get(row.id) ?? [])), total };
  },
});
