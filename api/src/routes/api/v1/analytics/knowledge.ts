import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANALYTICS_API_PATHS, analyticsKnowledgeSchema, analyticsQuerySchema, apiErrorSchema } from 'shared-contracts';
import { analyticsKnowledge } from '#src/domains/analytics/analytics-reports';
import { BEARER } from '../owner-route';
import { routeOf } from './route-of';

const analyticsKnowledgeRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routeOf(ANALYTICS_API_PATHS.knowledge),
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['analytics'],
        summary: 'Knowledge items the answers cited most, and ready items never cited',
        description: 'At most 20 of each, for the period; an answer cites each item it stood on once. Deleted items are left out.',
        security: BEARER,
        querystring: analyticsQuerySchema,
        response: { 200: analyticsKnowledgeSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    (request) => analyticsKnowledge(app.repositories, request.owner.agentId, request.query, new Date()),
  );
};

export default analyticsKnowledgeRoute;
