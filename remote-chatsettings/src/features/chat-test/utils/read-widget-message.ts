import { WIDGET_MESSAGE_SOURCE, WIDGET_POST_MESSAGE_TYPES } from 'shared-contracts/widget-protocol';

export type WidgetReport =
  | { type: 'conversation'; conversationId: string; answerIds: string[] }
  | { type: 'answered'; messageId: string };

const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 100;

/** What the preview frame reports, or null for anything else (other types, other shapes). */
export function readWidgetMessage(data: unknown): WidgetReport | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  if (record.source !== WIDGET_MESSAGE_SOURCE) return null;
  if (record.type === WIDGET_POST_MESSAGE_TYPES.conversation) {
    const ids = record.answer_ids;
    if (!isId(record.conversation_id) || !Array.isArray(ids) || !ids.every(isId)) return null;
    return { type: 'conversation', conversationId: record.conversation_id, answerIds: ids };
  }
  if (record.type === WIDGET_POST_MESSAGE_TYPES.answered && isId(record.message_id)) {
    return { type: 'answered', messageId: record.message_id };
  }
  return null;
}
