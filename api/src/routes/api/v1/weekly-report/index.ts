import type { FastifyPluginAsync } from 'fastify';
import { named } from '#src/routes/named';
import weeklyReportLinkRoute from './link';
import weeklyReportPreviewRoute from './preview';
import weeklyReportSettingsRoute from './settings';
import weeklyReportTestSendRoute from './test-send';

/** /weekly-report: the weekly report mail's settings, preview, test send and links (paths: WEEKLY_REPORT_API_PATHS of shared-contracts). */
const weeklyReport: FastifyPluginAsync = async (app) => {
  await app.register(named(weeklyReportSettingsRoute));
  await app.register(named(weeklyReportPreviewRoute));
  await app.register(named(weeklyReportTestSendRoute));
  await app.register(named(weeklyReportLinkRoute));
};

export default weeklyReport;
