import { z } from 'zod';
import { switchSchema, timestampSchema } from '../common/entity';
import { secretStatusSchema, writeOnlySecretSchema } from './fields/write-only-secret';

/**
 * GET / PUT /api/v1/line-login-settings: how visitors sign in inside the widget, the settings of the
 * /chatsettings/linelogin screen — the owner's LINE Login channel, whether visitors may sign in with
 * a mailed code, and when signing in is required (for either way). The channel secret is write-only
 * (fields/write-only-secret.ts).
 */

export const SIGN_IN_REQUIREMENTS = ['never', 'before_chat', 'before_form'] as const;
export type SignInRequirement = (typeof SIGN_IN_REQUIREMENTS)[number];
export const SIGN_IN_REQUIREMENT_LABELS: Record<SignInRequirement, string> = {
  never: 'ログインは任意',
  before_chat: '会話を始める前にログインが必要',
  before_form: 'フォームを送信する前にログインが必要',
};

export const CHANNEL_ID_MAX = 20;

export const channelIdSchema = z
  .string({ error: 'チャネルIDを入力してください' })
  .trim()
  .max(CHANNEL_ID_MAX, { error: `チャネルIDは${CHANNEL_ID_MAX}桁以内で入力してください`, abort: true })
  .regex(/^[0-9]*$/, {
    error: 'チャネルIDは半角数字で入力してください（LINE Developersコンソールの「チャネル基本設定」に表示されています）',
  });

export const channelSecretSchema = z
  .string({ error: 'チャネルシークレットを入力してください' })
  .trim()
  .min(1, { error: 'チャネルシークレットを入力してください', abort: true })
  .regex(/^[0-9a-fA-F]{32}$/, { error: 'チャネルシークレットは32文字の半角英数字（0〜9、a〜f）で入力してください' });

const lineLoginFields = {
  enabled: switchSchema,
  /** Empty until the owner has a channel; required to switch LINE Login on. */
  channel_id: channelIdSchema,
  sign_in_requirement: z.enum(SIGN_IN_REQUIREMENTS, { error: 'ログインが必要なタイミングを選んでください' }),
};

/** メールアドレスでのログインを許可する: a one-time code mailed by this server (off for a new agent). */
const mailEnabledSchema = switchSchema;

export const lineLoginSettingsRequestSchema = z
  .object({
    ...lineLoginFields,
    /** Absent keeps the stored choice, so a client that only knows the LINE fields does not switch mail off. */
    mail_enabled: mailEnabledSchema.optional(),
    channel_secret: writeOnlySecretSchema(channelSecretSchema),
  })
  .refine((s) => !s.enabled || s.channel_id !== '', {
    error: 'LINEログインを有効にするにはチャネルIDを入力してください',
    path: ['channel_id'],
  });
export type LineLoginSettingsRequest = z.input<typeof lineLoginSettingsRequestSchema>;

/**
 * `callback_url` is the API's LINE callback for this agent, which the owner copies into the
 * channel's settings on LINE Developers; `mail_available` says whether this server can send the
 * code mails at all (without it the widget offers no mail sign-in whatever `mail_enabled` says).
 * Both are computed, never saved from a request.
 */
export const lineLoginSettingsResponseSchema = z.object({
  ...lineLoginFields,
  mail_enabled: mailEnabledSchema,
  mail_available: z.boolean(),
  channel_secret_status: secretStatusSchema,
  callback_url: z.string(),
  updated_at: timestampSchema.nullable(),
});
export type LineLoginSettingsResponse = z.infer<typeof lineLoginSettingsResponseSchema>;

export type LineLoginSettings = z.infer<z.ZodObject<typeof lineLoginFields>> & { mail_enabled: boolean };

export const LINE_LOGIN_SETTINGS_DEFAULTS: LineLoginSettings = {
  enabled: false,
  channel_id: '',
  sign_in_requirement: 'never',
  mail_enabled: false,
};
