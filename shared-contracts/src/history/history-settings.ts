import { z } from 'zod';
import { timestampSchema } from '../common/entity';

/**
 * GET/PUT /api/v1/history-settings: how long conversations are kept. A background job deletes what
 * is older (by last message), in batches, once however many API processes run.
 */
export const RETENTION_DAY_OPTIONS = [30, 90, 180, 365, 730] as const;
export const RETENTION_DAYS_MAX = 3650;
export const historySettingsSchema = z.object({
  /** null keeps conversations forever. */
  retention_days: z
    .number({ error: '保存期間は日数で入力してください' })
    .int({ error: '保存期間は日数（整数）で入力してください' })
    .min(1, { error: '保存期間は1日以上にしてください' })
    .max(RETENTION_DAYS_MAX, { error: `保存期間は${RETENTION_DAYS_MAX}日以内にしてください` })
    .nullable(),
});
export type HistorySettings = z.infer<typeof historySettingsSchema>;
/** What GET and PUT answer: the settings and when they were last saved (null until the first save). */
export const historySettingsResponseSchema = historySettingsSchema.extend({ updated_at: timestampSchema.nullable() });
export type HistorySettingsResponse = z.infer<typeof historySettingsResponseSchema>;
export const DEFAULT_HISTORY_SETTINGS: HistorySettings = { retention_days: null };
export const RETENTION_FOREVER_LABEL = '無期限';
