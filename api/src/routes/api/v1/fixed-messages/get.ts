import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, FIXED_MESSAGES_DEFAULTS, fixedMessagesResponseSchema } from 'shared-contracts';
import { documentOf, updatedAtOf } from '#src/domains/chatsettings/settings-document';
import { BEARER } from '../owner-route';

const getFixedMessages: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chatsettings'],
        summary: 'The fixed messages and business hours (the defaults until first saved)',
        description: 'Variables such as {agent_name} stay as written; fill them for a preview with fillVariables of shared-contracts.',
        security: BEARER,
        response: { 200: fixedMessagesResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await app.repositories.agentSettings.find(request.owner.agentId, 'fixed_messages');
      return { ...documentOf(row, FIXED_MESSAGES_DEFAULTS), updated_at: updatedAtOf(row) };
    },
  );
};

export default getFixedMessages;
