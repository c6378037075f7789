import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, WEEKLY_REPORT_API_PATHS, weeklyReportTestSendSchema } from 'shared-contracts';
import { sendTestWeeklyReport } from '#src/domains/weekly-report/weekly-report-service';
import { BEARER } from '../owner-route';
import { routeOf } from './route-of';

/** POST /weekly-report/test-send: テスト送信. */
const weeklyReportTestSendRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    routeOf(WEEKLY_REPORT_API_PATHS.testSend),
    {
      onRequest: app.authenticate,
      // Each call sends a mail: a few a minute are plenty for trying it.
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: ['weekly-report'],
        summary: 'Send the weekly report mail now to the settings’ address (テスト送信)',
        description: 'Recorded like every send. 409 when this server has no mail server; 502 when the mail server refused or could not be reached (recorded as the last error).',
        security: BEARER,
        response: { 200: weeklyReportTestSendSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 502: apiErrorSchema },
      },
    },
    (request) => sendTestWeeklyReport(app.weeklyReport, request.owner, new Date()),
  );
};

export default weeklyReportTestSendRoute;
