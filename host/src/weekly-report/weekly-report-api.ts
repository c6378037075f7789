import { apiGet, apiSend } from 'shared-auth';
import {
  WEEKLY_REPORT_API_PATHS,
  weeklyReportLinkSchema,
  weeklyReportPreviewSchema,
  weeklyReportSettingsResponseSchema,
  weeklyReportTestSendSchema,
  type WeeklyReportLink,
  type WeeklyReportPreview,
  type WeeklyReportSettingsInput,
  type WeeklyReportSettingsResponse,
  type WeeklyReportTestSend,
} from 'shared-contracts';

/** The weekly report's calls (WEEKLY_REPORT_API_PATHS), each answer checked by its contract. */
export const weeklyReportApi = {
  settings: (): Promise<WeeklyReportSettingsResponse> => apiGet(WEEKLY_REPORT_API_PATHS.settings, weeklyReportSettingsResponseSchema),
  save: (settings: WeeklyReportSettingsInput): Promise<WeeklyReportSettingsResponse> =>
    apiSend('put', WEEKLY_REPORT_API_PATHS.settings, weeklyReportSettingsResponseSchema, { json: settings }),
  preview: (): Promise<WeeklyReportPreview> => apiGet(WEEKLY_REPORT_API_PATHS.preview, weeklyReportPreviewSchema),
  testSend: (): Promise<WeeklyReportTestSend> => apiSend('post', WEEKLY_REPORT_API_PATHS.testSend, weeklyReportTestSendSchema),
  link: (token: string): Promise<WeeklyReportLink> => apiGet(WEEKLY_REPORT_API_PATHS.link, weeklyReportLinkSchema, { token }),
};
