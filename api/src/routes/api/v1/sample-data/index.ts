import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, sampleDataRemovalSchema, sampleDataStatusSchema } from 'shared-contracts';
import { BEARER } from '../owner-route';

/** GET / DELETE /sample-data: the demo owner's sample history, and its removal in one click. */
const sampleData: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['history'],
        summary: 'How many sample conversations and form answers the agent still has',
        security: BEARER,
        response: { 200: sampleDataStatusSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const status = await app.repositories.sampleHistory.status(request.owner.agentId);
      return { sample_conversations: status.conversations, sample_form_answers: status.formAnswers };
    },
  );
  app.delete(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['history'],
        summary: 'Remove the sample history',
        description: 'Every sample conversation with its messages, visitors, visitor accounts and form answers, in one transaction. The owner\'s own data stays.',
        security: BEARER,
        response: { 200: sampleDataRemovalSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const removed = await app.repositories.sampleHistory.remove(request.owner.agentId);
      return {
        deleted_conversations: removed.conversations,
        deleted_form_answers: removed.formAnswers,
        deleted_visitor_accounts: removed.visitorAccounts,
      };
    },
  );
};

export default sampleData;
