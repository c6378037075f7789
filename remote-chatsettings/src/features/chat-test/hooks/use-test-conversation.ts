import { useCallback, useEffect, useState, type RefObject } from 'react';
import { WIDGET_MESSAGE_SOURCE, WIDGET_POST_MESSAGE_TYPES } from 'shared-contracts/widget-protocol';
import { readWidgetMessage } from '../utils/read-widget-message';
import { frameOrigin, widgetFrameIn } from '../utils/widget-frame';

export interface TestConversation {
  conversationId: string | null;
  /** The answers of the conversation on show, oldest first. */
  answerIds: string[];
  /** Asks the widget for an empty conversation with a new test visitor. */
  startNew(): void;
}

/**
 * Follows the preview widget in `stage`: which conversation it shows and each answer it finishes.
 * A message counts only when it comes from the stage's chat iframe AND from the origin that iframe
 * was served from; anything else on the page (another frame, an extension) is ignored.
 */
export function useTestConversation(stage: RefObject<HTMLElement | null>): TestConversation {
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [answerIds, setAnswerIds] = useState<string[]>([]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const frame = widgetFrameIn(stage.current);
      if (!frame || event.source === null || event.source !== frame.contentWindow || event.origin !== frameOrigin(frame)) return;
      const report = readWidgetMessage(event.data);
      if (report?.type === 'conversation') {
        setConversationId(report.conversationId);
        setAnswerIds(report.answerIds);
      } else if (report?.type === 'answered') {
        setAnswerIds((ids) => (ids.includes(report.messageId) ? ids : [...ids, report.messageId]));
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [stage]);

  const startNew = useCallback(() => {
    const frame = widgetFrameIn(stage.current);
    const origin = frame ? frameOrigin(frame) : null;
    if (!frame?.contentWindow || !origin) return;
    frame.contentWindow.postMessage({ source: WIDGET_MESSAGE_SOURCE, type: WIDGET_POST_MESSAGE_TYPES.newConversation }, origin);
  }, [stage]);

  return { conversationId, answerIds, startNew };
}
