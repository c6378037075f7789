import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, WEEKLY_REPORT_API_PATHS, weeklyReportLinkQuerySchema, weeklyReportLinkSchema } from 'shared-contracts';
import { openReportLink } from '#src/domains/weekly-report/weekly-report-service';
import { BEARER } from '../owner-route';
import { routeOf } from './route-of';

/** GET /weekly-report/link?token=…: what a link of the mail opens, for the owner it was made for. */
const weeklyReportLinkRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routeOf(WEEKLY_REPORT_API_PATHS.link),
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['weekly-report'],
        summary: 'Resolve a link of the weekly report mail for the signed-in owner',
        description: 'The token is a signed, expiring reference, not a credential: 404 when it is not one, or was made for another owner; 410 once it expired.',
        security: BEARER,
        querystring: weeklyReportLinkQuerySchema,
        response: { 200: weeklyReportLinkSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 410: apiErrorSchema },
      },
    },
    (request) => openReportLink(app.weeklyReport, request.owner, request.query.token, new Date()),
  );
};

export default weeklyReportLinkRoute;
