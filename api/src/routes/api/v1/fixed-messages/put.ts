import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, fixedMessagesRequestSchema, fixedMessagesResponseSchema } from 'shared-contracts';
import { updatedAtOf } from '../../../../chatsettings/settings-document';
import { BEARER } from '../owner-route';

const putFixedMessages: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['chatsettings'],
        summary: 'Save every fixed message and the business hours as one document',
        security: BEARER,
        body: fixedMessagesRequestSchema,
        response: { 200: fixedMessagesResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await app.repositories.agentSettings.save(request.owner, 'fixed_messages', { document: request.body });
      return { ...request.body, updated_at: updatedAtOf(row) };
    },
  );
};

export default putFixedMessages;
