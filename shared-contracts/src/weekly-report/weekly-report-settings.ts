import { z } from 'zod';
import { EMAIL_MAX } from '../auth/login';
import { timestampSchema } from '../common/entity';

/**
 * The weekly report mail (週次レポート), opt-in: on which day and hour of the owner's clock it goes,
 * and where. Days are ISO weekdays, Monday 1 to Sunday 7.
 */
export const REPORT_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const REPORT_WEEKDAY_LABELS: Record<number, string> = {
  1: '月曜日',
  2: '火曜日',
  3: '水曜日',
  4: '木曜日',
  5: '金曜日',
  6: '土曜日',
  7: '日曜日',
};

const weekdayError = '配信する曜日を選んでください';
const hourError = '配信する時刻は0時から23時の間で選んでください';

export const weeklyReportSettingsSchema = z.object({
  enabled: z.boolean({ error: '配信するかどうかを選んでください' }),
  weekday: z.number({ error: weekdayError }).int({ error: weekdayError }).min(1, { error: weekdayError }).max(7, { error: weekdayError }),
  hour: z.number({ error: hourError }).int({ error: hourError }).min(0, { error: hourError }).max(23, { error: hourError }),
  /** null (or empty) sends to the login address. */
  email: z
    .string({ error: 'メールアドレスを入力してください' })
    .trim()
    .max(EMAIL_MAX, { error: `メールアドレスは${EMAIL_MAX}文字以内で入力してください` })
    .transform((value) => (value === '' ? null : value.toLowerCase()))
    .pipe(z.email({ error: 'メールアドレスの形式が正しくありません' }).nullable())
    .nullable(),
});
export type WeeklyReportSettings = z.output<typeof weeklyReportSettingsSchema>;
export type WeeklyReportSettingsInput = z.input<typeof weeklyReportSettingsSchema>;

export const DEFAULT_WEEKLY_REPORT_SETTINGS: WeeklyReportSettings = { enabled: false, weekday: 1, hour: 9, email: null };

/** How this API sends mail: by SMTP, to its log only (a local start without SMTP_HOST), or not at all (production without SMTP_HOST). */
export const REPORT_MAIL_TRANSPORTS = ['smtp', 'log', 'off'] as const;

export const weeklyReportSettingsResponseSchema = z.object({
  enabled: z.boolean(),
  weekday: z.number().int(),
  hour: z.number().int(),
  email: z.string().nullable(),
  /** Where the mail goes when `email` is null: the owner's login address. */
  login_email: z.string(),
  /** The owner's clock the day and hour are on. */
  time_zone: z.string(),
  /** The next scheduled send while on (null when off). */
  next_send_at: timestampSchema.nullable(),
  last_sent_at: timestampSchema.nullable(),
  /** The last failed send's reason, when it failed after the last success. */
  last_error: z.string().nullable(),
  last_error_at: timestampSchema.nullable(),
  mail_transport: z.enum(REPORT_MAIL_TRANSPORTS),
  updated_at: timestampSchema.nullable(),
});
export type WeeklyReportSettingsResponse = z.infer<typeof weeklyReportSettingsResponseSchema>;

/** GET preview: exactly the mail the job would send now. */
export const weeklyReportPreviewSchema = z.object({
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** The week reported (the owner's days, inclusive). */
  from: z.string(),
  to_day: z.string(),
});
export type WeeklyReportPreview = z.infer<typeof weeklyReportPreviewSchema>;

/** POST test-send: sent by SMTP, or written to the log (no SMTP on this server). */
export const weeklyReportTestSendSchema = z.object({
  to: z.string(),
  delivered: z.enum(['smtp', 'log']),
  sent_at: timestampSchema,
});
export type WeeklyReportTestSend = z.infer<typeof weeklyReportTestSendSchema>;

/** What a link of the mail opens: the teach dialog for a question, the 言い換え proposals, or 分析 for the week. */
export const REPORT_LINK_KINDS = ['teach', 'proposals', 'analytics'] as const;
export type ReportLinkKind = (typeof REPORT_LINK_KINDS)[number];

export const weeklyReportLinkQuerySchema = z.object({ token: z.string({ error: 'リンクが正しくありません' }).min(1, { error: 'リンクが正しくありません' }).max(2000, { error: 'リンクが正しくありません' }) });
export const weeklyReportLinkSchema = z.object({
  kind: z.enum(REPORT_LINK_KINDS),
  /** teach: the visitor's question as written, and the message it came from when one is still kept. */
  question: z.string().nullable(),
  message_id: z.string().nullable(),
  /** The week of the report (the owner's days, inclusive). */
  from: z.string(),
  to: z.string(),
});
export type WeeklyReportLink = z.infer<typeof weeklyReportLinkSchema>;
