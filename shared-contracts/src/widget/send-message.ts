import { z } from 'zod';
import { idSchema } from '../common/entity';
import { cleanUnstorableText } from '../common/storable-text';
import { isWithinChars } from '../common/text';
import { widgetMessageSchema } from './message';

/**
 * POST …/conversations/:conversationId/messages: the visitor's text, the quick reply they pressed,
 * or the candidate question (もしかして…) they chose.
 * The answer comes back as text/event-stream (events in protocol.ts, payloads below).
 */
export const VISITOR_MESSAGE_MAX = 1000;

// A visitor's message is cleaned of what no database can store (common/storable-text.ts) rather
// than refused: refusing would lose what they meant over a character they never typed.
const visitorTextSchema = z
  .string({ error: 'メッセージを入力してください' })
  .overwrite(cleanUnstorableText)
  .trim()
  .min(1, { error: 'メッセージを入力してください', abort: true })
  .refine((s) => isWithinChars(s, VISITOR_MESSAGE_MAX), { error: `メッセージは${VISITOR_MESSAGE_MAX}文字以内で入力してください` });

/**
 * Exactly one of the three: what the visitor typed, the id of the quick reply they pressed, or the
 * knowledge item id of the candidate question they chose (stored as that question's text).
 */
export const sendMessageRequestSchema = z
  .object({ text: visitorTextSchema.optional(), quick_reply_id: idSchema.optional(), candidate_item_id: idSchema.optional() })
  .refine((body) => [body.text, body.quick_reply_id, body.candidate_item_id].filter((v) => v !== undefined).length === 1, {
    error: 'メッセージを入力してください',
    path: ['text'],
  });
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;

/**
 * `event: visitor`: the visitor's message was stored under this id, with this text (what the
 * conversation shows after a reload: the trimmed text, the pressed quick reply's label or the chosen
 * candidate's question as stored now, which may differ from what the frame drew its button with).
 */
export const streamVisitorEventSchema = z.object({ id: idSchema, text: z.string() });
/** `event: start`: the answer being written has this id. */
export const streamStartEventSchema = z.object({ message_id: idSchema });
/** `event: delta`: the next piece of the answer's text (already checked against forbidden words). */
export const streamDeltaEventSchema = z.object({ text: z.string() });
/** `event: done`: the whole answer as stored; it replaces what the deltas drew. */
export const streamDoneEventSchema = widgetMessageSchema;
/** `event: error`: the stream ends without an answer; `message` is Japanese and shown as is. */
export const streamErrorEventSchema = z.object({ code: z.string(), message: z.string() });

export type StreamVisitorEvent = z.infer<typeof streamVisitorEventSchema>;
export type StreamStartEvent = z.infer<typeof streamStartEventSchema>;
export type StreamDeltaEvent = z.infer<typeof streamDeltaEventSchema>;
export type StreamDoneEvent = z.infer<typeof streamDoneEventSchema>;
export type StreamErrorEvent = z.infer<typeof streamErrorEventSchema>;

/** One parsed event of the stream, as the widget's reader hands it on. */
export type WidgetStreamEvent =
  | { event: 'visitor'; data: StreamVisitorEvent }
  | { event: 'start'; data: StreamStartEvent }
  | { event: 'delta'; data: StreamDeltaEvent }
  | { event: 'done'; data: StreamDoneEvent }
  | { event: 'error'; data: StreamErrorEvent };
