import { z } from 'zod';
import { BUILTIN_CHARACTER_IDS } from '../avatarsettings/builtin-characters';
import { chatUiSettingsSchema } from '../chatsettings/chat-ui-settings';
import { widgetQuickReplySchema } from './message';

/**
 * GET …/config (`?page=<url>` for that page's greeting): everything the frame draws before the first
 * message. The owner's settings as far as the widget shows them, and never a secret: the VOICEVOX
 * engine's address stays on the server (speech goes through POST …/speech).
 */

export const widgetAvatarSchema = z.object({
  show: z.boolean(),
  /** 'images': the owner's media library pictures per emotion; 'builtin': the widget draws `character`. */
  kind: z.enum(['builtin', 'images']),
  character: z.enum(BUILTIN_CHARACTER_IDS),
  /** Horizontal offset in CSS px from the launcher's centre (avatar-settings.ts explains the geometry). */
  position: z.number().int(),
  /** Percentage of the 160 px base box. */
  size: z.number().int(),
  /** Public media URLs by emotion key; an emotion without one falls back to `neutral`, then to `character`. */
  images: z.record(z.string(), z.string()),
});
export type WidgetAvatar = z.infer<typeof widgetAvatarSchema>;

export const widgetVoiceSchema = z.object({
  enabled: z.boolean(),
  engine: z.enum(['browser', 'voicevox']),
  /** Browser engine: the preferred SpeechSynthesisVoice name (null: the first of `lang`). */
  voice_name: z.string().nullable(),
  lang: z.string(),
  /** VOICEVOX engine: the speaker's name, to show; the audio comes from POST …/speech. */
  speaker_name: z.string().nullable(),
  speed: z.number(),
  pitch: z.number(),
  intonation: z.number(),
  volume: z.number(),
});
export type WidgetVoice = z.infer<typeof widgetVoiceSchema>;

export const widgetConfigSchema = z.object({
  agent: z.object({
    name: z.string(),
    /** The fixed greeting with its variables filled in, or the page rule's greeting for `?page=`. */
    greeting: z.string(),
    /**
     * The picture the owner attached to the fixed greeting (media library, still an image), shown
     * with it; none with a page rule's greeting, which has no picture of its own.
     */
    greeting_images: z.array(z.object({ url: z.string(), alt: z.string() })),
    /**
     * The basic agent settings' greeting with its variables filled in: what the avatar says in a
     * speech bubble beside it (and aloud, with voice on) when the visitor opens the chat, once per
     * conversation. Not a chat message: the log starts with `greeting`.
     */
    avatar_greeting: z.string(),
  }),
  chat_ui: chatUiSettingsSchema,
  avatar: widgetAvatarSchema,
  voice: widgetVoiceSchema,
  emotions: z.array(z.object({ key: z.string(), label: z.string() })),
  /** The quick replies offered at the start; empty when the owner turned them off. */
  quick_replies: z.array(widgetQuickReplySchema),
  /**
   * The sign-ins offered (mail: the owner allows it and this server can send mail; line: the owner's
   * channel is on), and `required`: the owner asks visitors to sign in before chatting, so the frame
   * opens the sign-in first and the API refuses a message from a visitor without an account
   * (`sign_in_required`); `required_for_forms`: a form answer needs a sign-in (the owner chose
   * before_form, or before_chat), refused with `sign_in_required_for_form`. Neither is true when no
   * sign-in is offered: nobody could chat or answer at all.
   */
  sign_in: z.object({ mail: z.boolean(), line: z.boolean(), required: z.boolean(), required_for_forms: z.boolean() }),
});
export type WidgetConfig = z.infer<typeof widgetConfigSchema>;

export const widgetConfigQuerySchema = z.object({ page: z.string().max(2000).optional() });
export type WidgetConfigQuery = z.infer<typeof widgetConfigQuerySchema>;
