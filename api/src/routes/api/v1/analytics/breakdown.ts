import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANALYTICS_API_PATHS, analyticsQuerySchema, analyticsBreakdownSchema, apiErrorSchema } from 'shared-contracts';
import { analyticsBreakdown } from '#src/domains/analytics/analytics-reports';
import { BEARER } from '../owner-route';
import { routeOf } from './route-of';

const analyticsBreakdownRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routeOf(ANALYTICS_API_PATHS.breakdown),
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['analytics'],
        summary: 'Answers by engine, emotions shown, top pages',
        description: 'period counts whole days in the owner’s time zone (the business hours’), with the previous period of as many days. Owner test chats never count. Pages: at most 20, by conversations started there.',
        security: BEARER,
        querystring: analyticsQuerySchema,
        response: { 200: analyticsBreakdownSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    (request) => analyticsBreakdown(app.repositories, request.owner.agentId, request.query, new Date()),
  );
};

export default analyticsBreakdownRoute;
