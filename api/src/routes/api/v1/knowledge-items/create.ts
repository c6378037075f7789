import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, knowledgeItemCreateRequestSchema, knowledgeItemSchema } from 'shared-contracts';
import { writtenItemValues } from '#src/domains/knowledge/items/item-values';
import { BEARER } from '../owner-route';
import { KNOWLEDGE_BODY_LIMIT } from './body-limit';
import { toKnowledgeItem } from './to-knowledge-item';

const createKnowledgeItem: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      onRequest: app.authenticate,
      bodyLimit: KNOWLEDGE_BODY_LIMIT,
      schema: {
        tags: ['knowledge'],
        summary: 'Add an article or a Q&A',
        description: 'Answers at once with status processing; indexing runs in the background (poll GET knowledge-items/:id).',
        security: BEARER,
        body: knowledgeItemCreateRequestSchema,
        response: { 201: knowledgeItemSchema, 400: apiErrorSchema, 401: apiErrorSchema, 413: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const row = await app.repositories.knowledgeItems.create(request.owner, writtenItemValues(request.body));
      app.knowledge.jobs.kick();
      return reply.code(201).send(toKnowledgeItem(row));
    },
  );
};

export default createKnowledgeItem;
