import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, voiceSettingsRequestSchema, voiceSettingsResponseSchema } from 'shared-contracts';
import { updatedAtOf } from '#src/domains/chatsettings/settings-document';
import { BEARER } from '../owner-route';

const put: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['avatarsettings'],
        summary: "Save the voice: on or off, the browser's speech synthesis or a VOICEVOX engine, and the scales",
        security: BEARER,
        body: voiceSettingsRequestSchema,
        response: { 200: voiceSettingsResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await app.repositories.agentSettings.save(request.owner, 'voice', { document: request.body });
      return { ...request.body, updated_at: updatedAtOf(row) };
    },
  );
};

export default put;
