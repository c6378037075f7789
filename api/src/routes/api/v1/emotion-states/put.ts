import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, emotionStatesRequestSchema, emotionStatesResponseSchema } from 'shared-contracts';
import { updatedAtOf } from '../../../../chatsettings/settings-document';
import { BEARER } from '../owner-route';

const put: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['avatarsettings'],
        summary: 'Save the whole list of emotions; the five built-ins must stay',
        security: BEARER,
        body: emotionStatesRequestSchema,
        response: { 200: emotionStatesResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await app.repositories.agentSettings.save(request.owner, 'emotion_states', { document: request.body });
      return { ...request.body, updated_at: updatedAtOf(row) };
    },
  );
};

export default put;
