import { z } from 'zod';
import { idSchema } from '../common/entity';
import { widgetAccountSchema } from './account';
import { widgetMessageSchema } from './message';

/**
 * POST …/conversations: the visitor's latest conversation (kept across page loads), else a new one.
 * Without a (valid) visitor token the API makes a new visitor and hands back its token; the widget
 * keeps it and sends it as `Authorization: Bearer` on every later call.
 */
export const PAGE_URL_MAX = 2000;

export const startConversationRequestSchema = z.object({
  visitor_token: z.string().max(4000).optional(),
  /** The embedding page's `location.origin` (the frame's `?origin=`). */
  origin: z.string({ error: 'サイトのアドレスがありません' }).min(1, { error: 'サイトのアドレスがありません' }).max(300, {
    error: 'サイトのアドレスが長すぎます',
  }),
  page_url: z.string().max(PAGE_URL_MAX, { error: `ページのURLは${PAGE_URL_MAX}文字以内にしてください` }).optional(),
});
export type StartConversationRequest = z.infer<typeof startConversationRequestSchema>;

export const startConversationResponseSchema = z.object({
  visitor_token: z.string(),
  conversation_id: idSchema,
  /** True when started from the console's own test chat: left out of the analytics. */
  preview: z.boolean(),
  messages: z.array(widgetMessageSchema),
  account: widgetAccountSchema.nullable(),
});
export type StartConversationResponse = z.infer<typeof startConversationResponseSchema>;

export const conversationMessagesResponseSchema = z.object({ messages: z.array(widgetMessageSchema) });
export type ConversationMessagesResponse = z.infer<typeof conversationMessagesResponseSchema>;
