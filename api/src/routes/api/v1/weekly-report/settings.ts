import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, WEEKLY_REPORT_API_PATHS, weeklyReportSettingsResponseSchema, weeklyReportSettingsSchema } from 'shared-contracts';
import { saveWeeklyReportSettings, weeklyReportSettingsOf } from '#src/domains/weekly-report/weekly-report-service';
import { BEARER } from '../owner-route';
import { routeOf } from './route-of';

/** GET / PUT /weekly-report/settings: the メール通知 dialog. */
const weeklyReportSettingsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routeOf(WEEKLY_REPORT_API_PATHS.settings),
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['weekly-report'],
        summary: 'The weekly report mail: on or off, day, hour and address, with the next send and the last outcome',
        description: 'Off, Monday 9:00 on the owner’s clock and the login address until first saved. last_error is the latest failed send when it came after the latest success.',
        security: BEARER,
        response: { 200: weeklyReportSettingsResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request) => weeklyReportSettingsOf(app.weeklyReport, request.owner, new Date()),
  );
  app.put(
    routeOf(WEEKLY_REPORT_API_PATHS.settings),
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['weekly-report'],
        summary: 'Save the weekly report mail’s settings',
        description: 'weekday is ISO (1 Monday … 7 Sunday), hour 0–23 on the owner’s clock; email null (or empty) sends to the login address.',
        security: BEARER,
        body: weeklyReportSettingsSchema,
        response: { 200: weeklyReportSettingsResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    (request) => saveWeeklyReportSettings(app.weeklyReport, request.owner, request.body, new Date()),
  );
};

export default weeklyReportSettingsRoute;
