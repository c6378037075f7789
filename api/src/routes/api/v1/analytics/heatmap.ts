import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANALYTICS_API_PATHS, analyticsQuerySchema, analyticsHeatmapSchema, apiErrorSchema } from 'shared-contracts';
import { analyticsHeatmap } from '#src/domains/analytics/analytics-reports';
import { BEARER } from '../owner-route';
import { routeOf } from './route-of';

const analyticsHeatmapRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routeOf(ANALYTICS_API_PATHS.heatmap),
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['analytics'],
        summary: 'Questions by weekday and hour on the owner’s clock',
        description: 'period counts whole days in the owner’s time zone (the business hours’), with the previous period of as many days. Owner test chats never count. 7 rows (Monday first) of 24 hours.',
        security: BEARER,
        querystring: analyticsQuerySchema,
        response: { 200: analyticsHeatmapSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    (request) => analyticsHeatmap(app.repositories, request.owner.agentId, request.query, new Date()),
  );
};

export default analyticsHeatmapRoute;
