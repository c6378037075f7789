import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANALYTICS_API_PATHS, analyticsQuerySchema, analyticsSummarySchema, apiErrorSchema } from 'shared-contracts';
import { analyticsSummary } from '#src/domains/analytics/analytics-reports';
import { BEARER } from '../owner-route';
import { routeOf } from './route-of';

const analyticsSummaryRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routeOf(ANALYTICS_API_PATHS.summary),
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['analytics'],
        summary: 'KPIs of the period beside the previous period',
        description: 'period counts whole days in the owner’s time zone (the business hours’), with the previous period of as many days. Owner test chats never count. Each KPI as KPI_DEFINITIONS words it; counts from the hourly rollups, 利用者数 from the conversations (distinct people do not add up across hours).',
        security: BEARER,
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSummarySchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    (request) => analyticsSummary(app.repositories, request.owner.agentId, request.query, new Date()),
  );
};

export default analyticsSummaryRoute;
