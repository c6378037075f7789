import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, emotionStatesRequestSchema, emotionStatesResponseSchema } from 'shared-contracts';
import { refuseUnknownImages } from '#src/domains/avatarsettings/refuse-unknown-images';
import { updatedAtOf } from '#src/domains/chatsettings/settings-document';
import { BEARER } from '../owner-route';

const put: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['avatarsettings'],
        summary: 'Save the whole list of emotions; the five built-ins must stay',
        security: BEARER,
        body: emotionStatesRequestSchema,
        response: { 200: emotionStatesResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const images = request.body.emotions.flatMap((emotion, index) =>
        emotion.image_media_id === null ? [] : [{ field: `emotions.${index}.image_media_id`, id: emotion.image_media_id }],
      );
      await refuseUnknownImages(app.repositories.mediaItems, request.owner.agentId, images);
      const row = await app.repositories.agentSettings.save(request.owner, 'emotion_states', { document: request.body });
      return { ...request.body, updated_at: updatedAtOf(row) };
    },
  );
};

export default put;
