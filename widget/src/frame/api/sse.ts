import type { WidgetStreamEvent } from 'shared-contracts';
import { WIDGET_STREAM_EVENTS } from 'shared-contracts/widget-protocol';

export type SseHandler = (event: WidgetStreamEvent) => void;

/**
 * A text/event-stream parser for the answer stream (fetch POST, so EventSource cannot be used).
 * Follows the HTML spec's rules that matter here: lines end with LF, CRLF or CR (a CR may be the
 * last byte of one chunk and its LF the first of the next); `data:` lines join with LF; a blank
 * line dispatches; `:` lines are comments (keep-alives); one space after the colon is dropped.
 * Events we do not know, and data that is not JSON, are skipped rather than trusted.
 */
export function createSseParser(onEvent: SseHandler): { push(chunk: string): void; end(): void } {
  let buffer = '';
  let eventName = '';
  let data: string[] = [];
  let pendingCr = false;

  const dispatch = () => {
    const name = eventName || 'message';
    const payload = data.join('\n');
    eventName = '';
    data = [];
    if (payload === '' || !(WIDGET_STREAM_EVENTS as readonly string[]).includes(name)) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    if (typeof parsed !== 'object' || parsed === null) return;
    onEvent({ event: name, data: parsed } as WidgetStreamEvent);
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') data.push(value);
  };

  return {
    push(chunk) {
      let text = chunk;
      if (pendingCr && text.startsWith('\n')) text = text.slice(1);
      pendingCr = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const char = buffer[i];
        if (char !== '\n' && char !== '\r') continue;
        line(buffer.slice(start, i));
        if (char === '\r') {
          if (i + 1 === buffer.length) pendingCr = true;
          else if (buffer[i + 1] === '\n') i++;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    end() {
      if (buffer !== '') line(buffer);
      buffer = '';
      // A stream cut before its blank line still hands on a complete last event.
      if (data.length > 0) dispatch();
    },
  };
}

/** Reads a fetch body to its end through the parser. */
export async function readSse(body: ReadableStream<Uint8Array>, onEvent: SseHandler): Promise<void> {
  const parser = createSseParser(onEvent);
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.push(decoder.decode(value, { stream: true }));
  }
  parser.push(decoder.decode());
  parser.end();
}
