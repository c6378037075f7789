import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, mediaListQuerySchema, mediaListResponseSchema } from 'shared-contracts';
import { toMediaItem } from '#src/domains/media/to-media-item';
import { BEARER } from '../owner-route';

const listMedia: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['media'],
        summary: 'Media items, paged',
        description: 'q finds names and tags; kind is image, video, audio or pdf; tag compares as mediaTagKey does (width and case alike).',
        security: BEARER,
        querystring: mediaListQuerySchema,
        response: { 200: mediaListResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { query } = request;
      const { agentId } = request.owner;
      const [{ rows, total }, usage] = await Promise.all([app.repositories.mediaItems.page(agentId, query), app.media.usage.ofAgent(agentId)]);
      return {
        data: rows.map((row) => toMediaItem(row, app.config.publicApiUrl, usage.get(row.id) ?? [])),
        total_records: total,
        page: query.page,
        limit: query.limit,
      };
    },
  );
};

export default listMedia;
