import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, BASIC_AGENT_SETTINGS_DEFAULTS, basicAgentSettingsResponseSchema } from 'shared-contracts';
import { documentOf, updatedAtOf } from '#src/domains/chatsettings/settings-document';
import { BEARER } from '../owner-route';

const get: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['avatarsettings'],
        summary: "The agent's name, description, persona, language and greeting (the defaults until first saved)",
        security: BEARER,
        response: { 200: basicAgentSettingsResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await app.repositories.agentSettings.find(request.owner.agentId, 'basic_agent');
      return { ...documentOf(row, BASIC_AGENT_SETTINGS_DEFAULTS), updated_at: updatedAtOf(row) };
    },
  );
};

export default get;
