import { WIDGET_MESSAGE_SOURCE } from 'shared-contracts/widget-protocol';

/** Every message between the loader, the frame and the sign-in pop-up. */
export interface WidgetPostMessage {
  source: typeof WIDGET_MESSAGE_SOURCE;
  type: string;
  [key: string]: unknown;
}

/**
 * The message's data when it comes from `expected.origin` AND from the window `expected.source`,
 * and carries our marker; null otherwise. Both checks matter: the origin alone would accept any
 * other frame of the API's origin on the page, the source alone a navigated-away window.
 */
export function acceptedMessage(event: MessageEvent, expected: { origin: string; source: MessageEventSource | null }): WidgetPostMessage | null {
  if (expected.source === null || event.source !== expected.source || event.origin !== expected.origin) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  if (record.source !== WIDGET_MESSAGE_SOURCE || typeof record.type !== 'string') return null;
  return record as WidgetPostMessage;
}

/** Posts to `target` for `targetOrigin` only: never '*', so nothing reaches a window that navigated elsewhere. */
export function postWidgetMessage(target: Window, targetOrigin: string, type: string, extra: Record<string, unknown> = {}): void {
  target.postMessage({ ...extra, source: WIDGET_MESSAGE_SOURCE, type }, targetOrigin);
}
