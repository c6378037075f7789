import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, knowledgeItemSchema, knowledgeUrlCreateRequestSchema } from 'shared-contracts';
import { BEARER } from '../owner-route';
import { toKnowledgeItem } from './to-knowledge-item';

const createKnowledgeUrl: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/url',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['knowledge'],
        summary: 'Add a web page',
        description:
          'The page is fetched in the background through the guarded client (http(s) only; private, loopback and link-local addresses refused, after redirects too) and its main text extracted. Failures show as status error with the reason.',
        security: BEARER,
        body: knowledgeUrlCreateRequestSchema,
        response: { 201: knowledgeItemSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { url } = request.body;
      const row = await app.repositories.knowledgeItems.create(request.owner, { title: url, content: { type: 'url', url } });
      app.knowledge.jobs.kick();
      return reply.code(201).send(toKnowledgeItem(row));
    },
  );
};

export default createKnowledgeUrl;
