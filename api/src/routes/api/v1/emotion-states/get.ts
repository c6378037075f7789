import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, EMOTION_STATES_DEFAULTS, emotionStatesResponseSchema } from 'shared-contracts';
import { documentOf, updatedAtOf } from '#src/domains/chatsettings/settings-document';
import { BEARER } from '../owner-route';

const get: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['avatarsettings'],
        summary: 'The emotions the avatar can show, as one ordered list (the five built-ins until first saved)',
        security: BEARER,
        response: { 200: emotionStatesResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await app.repositories.agentSettings.find(request.owner.agentId, 'emotion_states');
      return { ...documentOf(row, EMOTION_STATES_DEFAULTS), updated_at: updatedAtOf(row) };
    },
  );
};

export default get;
