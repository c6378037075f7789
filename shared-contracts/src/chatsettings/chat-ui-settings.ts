import { z } from 'zod';
import { boundedInt } from '../common/bounded-int';
import { switchSchema, timestampSchema } from '../common/entity';
import { optionalLine, optionalText, requiredLine } from '../common/text-field';

/**
 * GET / PUT /api/v1/chat-ui-settings: how the widget looks and opens on the owner's site.
 * The first message inside the chat is the fixed greeting (fixed-message.ts); the welcome
 * message here is the bubble beside the closed launcher that invites a visitor to open it.
 */

export const CHAT_TITLE_MAX = 30;
export const WELCOME_MESSAGE_MAX = 100;
export const INPUT_PLACEHOLDER_MAX = 50;
export const LAUNCHER_OFFSET_MAX = 200;

export const LAUNCHER_SIDES = ['right', 'left'] as const;
export type LauncherSide = (typeof LAUNCHER_SIDES)[number];
export const LAUNCHER_SIDE_LABELS: Record<LauncherSide, string> = {
  right: '右下',
  left: '左下',
};

const themeColorSchema = z
  .string({ error: 'テーマカラーを入力してください' })
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'テーマカラーは #7C3AED のように「#」と6桁の16進数で入力してください' });

export const chatUiSettingsSchema = z.object({
  title: requiredLine('タイトル', CHAT_TITLE_MAX),
  /** Empty: no bubble beside the launcher. */
  welcome_message: optionalText('ウェルカムメッセージ', WELCOME_MESSAGE_MAX),
  input_placeholder: optionalLine('入力欄のヒント', INPUT_PLACEHOLDER_MAX),
  theme_color: themeColorSchema,
  launcher_side: z.enum(LAUNCHER_SIDES, { error: 'ランチャーの位置は右下か左下から選んでください' }),
  /** Distance in CSS px from the chosen side (x) and from the bottom (y) of the visitor's window. */
  launcher_offset: z.object({
    x: boundedInt('ランチャーの横の余白', 0, LAUNCHER_OFFSET_MAX, 'px'),
    y: boundedInt('ランチャーの下の余白', 0, LAUNCHER_OFFSET_MAX, 'px'),
  }),
  /** Open the chat window as soon as the page loads, instead of waiting for the launcher. */
  open_on_load: switchSchema,
  show_quick_replies: switchSchema,
  show_avatar: switchSchema,
});
export type ChatUiSettings = z.infer<typeof chatUiSettingsSchema>;

export const chatUiSettingsRequestSchema = chatUiSettingsSchema;
export type ChatUiSettingsRequest = z.input<typeof chatUiSettingsRequestSchema>;

/** `updated_at` is null until the owner first saves; until then the API answers the defaults. */
export const chatUiSettingsResponseSchema = chatUiSettingsSchema.extend({
  updated_at: timestampSchema.nullable(),
});
export type ChatUiSettingsResponse = z.infer<typeof chatUiSettingsResponseSchema>;

/** A fresh account: the console's purple, bottom right, closed until clicked, avatar shown. */
export const CHAT_UI_SETTINGS_DEFAULTS: ChatUiSettings = {
  title: 'AIアシスタント',
  welcome_message: 'ご質問があればお気軽にどうぞ',
  input_placeholder: 'メッセージを入力',
  theme_color: '#6d28d9',
  launcher_side: 'right',
  launcher_offset: { x: 24, y: 24 },
  open_on_load: false,
  show_quick_replies: true,
  show_avatar: true,
};
