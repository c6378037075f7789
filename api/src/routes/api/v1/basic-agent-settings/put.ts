import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, basicAgentSettingsRequestSchema, basicAgentSettingsResponseSchema } from 'shared-contracts';
import { updatedAtOf } from '#src/domains/chatsettings/settings-document';
import { BEARER } from '../owner-route';

const put: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['avatarsettings'],
        summary: "Save the agent's name, description, persona, language and greeting",
        security: BEARER,
        body: basicAgentSettingsRequestSchema,
        response: { 200: basicAgentSettingsResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await app.repositories.agentSettings.save(request.owner, 'basic_agent', { document: request.body });
      return { ...request.body, updated_at: updatedAtOf(row) };
    },
  );
};

export default put;
