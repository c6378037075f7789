import type { WidgetStreamEvent } from 'shared-contracts';
import { createSseParser, readSse } from './sse';

function parse(chunks: string[]): WidgetStreamEvent[] {
  const events: WidgetStreamEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

const message = { id: 'm1', role: 'agent', text: 'こんにちは', emotion: 'joy' };

describe('the answer stream parser', () => {
  it('reads the events of one answer in order', () => {
    const body = [
      'event: visitor\ndata: {"id":"v1"}\n\n',
      'event: start\ndata: {"message_id":"m1"}\n\n',
      'event: delta\ndata: {"text":"こん"}\n\n',
      'event: delta\ndata: {"text":"にちは"}\n\n',
      `event: done\ndata: ${JSON.stringify(message)}\n\n`,
    ].join('');
    expect(parse([body])).toEqual([
      { event: 'visitor', data: { id: 'v1' } },
      { event: 'start', data: { message_id: 'm1' } },
      { event: 'delta', data: { text: 'こん' } },
      { event: 'delta', data: { text: 'にちは' } },
      { event: 'done', data: message },
    ]);
  });

  it('puts events together across any chunk boundary, one byte at a time included', () => {
    const body = 'event: delta\ndata: {"text":"あ"}\n\nevent: delta\ndata: {"text":"い"}\n\n';
    expect(parse(body.split(''))).toEqual([
      { event: 'delta', data: { text: 'あ' } },
      { event: 'delta', data: { text: 'い' } },
    ]);
  });

  it('accepts CRLF and CR line ends, a CRLF split between two chunks included', () => {
    expect(parse(['event: delta\r', '\ndata: {"text":"a"}\r\n\r', '\nevent: delta\rdata: {"text":"b"}\r\r'])).toEqual([
      { event: 'delta', data: { text: 'a' } },
      { event: 'delta', data: { text: 'b' } },
    ]);
  });

  it('skips comments (keep-alives), unknown events and data that is not JSON', () => {
    expect(
      parse([': ping\n\n', 'event: surprise\ndata: {"a":1}\n\n', 'event: delta\ndata: not json\n\n', 'data: {"text":"x"}\n\n', 'event: delta\ndata: {"text":"ok"}\n\n']),
    ).toEqual([{ event: 'delta', data: { text: 'ok' } }]);
  });

  it('joins multi-line data with a newline and drops only one space after the colon', () => {
    expect(parse(['event: error\ndata: {"code":"x",\ndata:  "message":"失敗"}\n\n'])).toEqual([{ event: 'error', data: { code: 'x', message: '失敗' } }]);
  });

  it('hands on a complete last event even when the stream ends without its blank line', () => {
    expect(parse(['event: error\ndata: {"code":"answer_failed","message":"回答を作成できませんでした"}'])).toEqual([
      { event: 'error', data: { code: 'answer_failed', message: '回答を作成できませんでした' } },
    ]);
  });

  it('decodes UTF-8 split inside a character from a byte stream', async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: {"text":"日本語"}\n\n');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 5) controller.enqueue(bytes.slice(i, i + 5));
        controller.close();
      },
    });
    const events: WidgetStreamEvent[] = [];
    await readSse(stream, (event) => events.push(event));
    expect(events).toEqual([{ event: 'delta', data: { text: '日本語' } }]);
  });
});
