import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, vectorStatusSchema } from 'shared-contracts';
import { vectorStatusOf } from '#src/domains/knowledge/embedding/vector-status';
import { BEARER } from '../owner-route';

const vectorStatus: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/vector-status',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['knowledge'],
        summary: 'How far the knowledge is embedded for retrieval by meaning',
        description: "The configured model, the model answering now, and the share of the agent's published passages with vectors of the configured model.",
        security: BEARER,
        response: { 200: vectorStatusSchema, 401: apiErrorSchema },
      },
    },
    async (request) => vectorStatusOf(app, request.owner.agentId),
  );
};

export default vectorStatus;
