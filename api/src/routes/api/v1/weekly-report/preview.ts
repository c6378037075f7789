import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, WEEKLY_REPORT_API_PATHS, weeklyReportPreviewSchema } from 'shared-contracts';
import { previewWeeklyReport } from '#src/domains/weekly-report/weekly-report-service';
import { BEARER } from '../owner-route';
import { routeOf } from './route-of';

/** GET /weekly-report/preview: プレビュー, the exact mail. */
const weeklyReportPreviewRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routeOf(WEEKLY_REPORT_API_PATHS.preview),
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['weekly-report'],
        summary: 'The weekly report mail of the last seven days, today included (分析’s 7日), as it is mailed',
        description: 'Subject, HTML and plain-text parts exactly as mailed, whether or not the report is on or a mail server is configured. The console shows the HTML in a sandboxed frame.',
        security: BEARER,
        response: { 200: weeklyReportPreviewSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request) => previewWeeklyReport(app.weeklyReport, request.owner, new Date()),
  );
};

export default weeklyReportPreviewRoute;
