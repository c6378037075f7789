import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANALYTICS_API_PATHS, analyticsQuerySchema, analyticsTrendSchema, apiErrorSchema } from 'shared-contracts';
import { analyticsTrend } from '#src/domains/analytics/analytics-reports';
import { BEARER } from '../owner-route';
import { routeOf } from './route-of';

const analyticsTrendRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routeOf(ANALYTICS_API_PATHS.trend),
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['analytics'],
        summary: 'Conversations, questions and unanswered questions per day (per week past ANALYTICS_WEEKLY_AFTER_DAYS)',
        description: 'period counts whole days in the owner’s time zone (the business hours’), with the previous period of as many days. Owner test chats never count. Every bucket present, zeros included; days on the owner’s clock.',
        security: BEARER,
        querystring: analyticsQuerySchema,
        response: { 200: analyticsTrendSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    (request) => analyticsTrend(app.repositories, request.owner.agentId, request.query, new Date()),
  );
};

export default analyticsTrendRoute;
