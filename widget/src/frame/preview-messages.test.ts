import { CHAT_UI_SETTINGS_DEFAULTS, type StartConversationResponse, type WidgetMessage } from 'shared-contracts';
import { startApp } from './app';
import type { FrameContext } from './context';
import { widgetConfig } from './testing/frame-fixtures';

const ctx: FrameContext = {
  agentId: 'agt_demo',
  base: 'http://api.test/api/v1/public/widget/agt_demo',
  apiOrigin: 'http://api.test',
  parentOrigin: 'http://console.test',
  pageUrl: 'http://console.test/chatui',
  preview: true,
};

const config = widgetConfig({ agent: { greeting: 'こんにちは' }, chat_ui: CHAT_UI_SETTINGS_DEFAULTS });

function message(id: string, role: WidgetMessage['role'], text: string): WidgetMessage {
  return { id, role, text, emotion: role === 'agent' ? 'joy' : null, quick_replies: [], candidates: [], form: null, links: [], images: [], sources: [], feedback: null, rateable: role === 'agent', created_at: '2026-11-21T09:00:00.000Z' };
}

const A1 = '00000000-0000-4000-8000-0000000000a1';
const A2 = '00000000-0000-4000-8000-0000000000a2';
const CONVERSATION = '00000000-0000-4000-8000-0000000000c1';
const NEW_CONVERSATION = '00000000-0000-4000-8000-0000000000c2';

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

function sse(events: [string, unknown][]): Response {
  const text = events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
  return new Response(text, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

/**
 * The frame app in a window whose parent is the console: the window proxies jsdom's own, except for
 * `parent`, which is another real window whose postMessage the test watches.
 */
function startInConsole(starts: Partial<StartConversationResponse>[]) {
  const standIn = document.createElement('iframe');
  document.body.append(standIn);
  const parent = standIn.contentWindow;
  if (!parent) throw new Error('no window for the console');
  const toConsole = jest.spyOn(parent, 'postMessage').mockImplementation(() => undefined);
  const win = new Proxy(window, {
    get(target, property) {
      if (property === 'parent') return parent;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  const startBodies: unknown[] = [];
  let startCount = 0;
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('/config')) return jsonResponse(config);
    if (url.endsWith('/conversations')) {
      startBodies.push(JSON.parse(String(init?.body)));
      const start = starts[Math.min(startCount, starts.length - 1)];
      startCount += 1;
      return jsonResponse({ visitor_token: `token-${startCount}`, conversation_id: CONVERSATION, preview: true, messages: [], account: null, ...start });
    }
    if (url.endsWith('/messages')) {
      return sse([
        ['start', { message_id: A2 }],
        ['delta', { text: '営業時間は' }],
        ['done', message(A2, 'agent', '営業時間は10時からです')],
      ]);
    }
    throw new Error(`unexpected ${url}`);
  });
  startApp(ctx, win);
  const fromConsole = (type: string) =>
    window.dispatchEvent(new MessageEvent('message', { origin: ctx.parentOrigin, source: parent, data: { source: 'avatar-chat', type } }));
  const posted = (type: string) => toConsole.mock.calls.filter(([data]) => (data as { type?: string }).type === type);
  return { toConsole, fromConsole, posted, startBodies };
}

beforeEach(() => {
  localStorage.clear();
  document.body.replaceChildren();
});

describe('the frame in the console test chat', () => {
  it('tells the console which conversation it shows, then the id of each finished answer', async () => {
    const { posted } = startInConsole([{ messages: [message('v1', 'visitor', 'こんにちは'), message(A1, 'agent', 'いらっしゃいませ')] }]);
    await waitFor(() => posted('conversation').length === 1);
    expect(posted('conversation')[0]).toEqual([
      { source: 'avatar-chat', type: 'conversation', conversation_id: CONVERSATION, answer_ids: [A1] },
      'http://console.test',
    ]);

    const input = document.querySelector('textarea');
    if (!input) throw new Error('no input');
    input.value = '営業時間は？';
    document.querySelector('form')?.requestSubmit();
    await waitFor(() => posted('answered').length === 1);
    expect(posted('answered')[0]).toEqual([{ source: 'avatar-chat', type: 'answered', message_id: A2 }, 'http://console.test']);
  });

  it('starts over as a new test visitor when the console asks for a new conversation', async () => {
    const { posted, fromConsole, startBodies } = startInConsole([{ messages: [message(A1, 'agent', 'いらっしゃいませ')] }, { conversation_id: NEW_CONVERSATION }]);
    await waitFor(() => posted('conversation').length === 1);
    expect(JSON.parse(localStorage.getItem('avatar-chat:agt_demo:preview') ?? '{}')).toEqual({ visitor_token: 'token-1', conversation_id: CONVERSATION });

    fromConsole('new-conversation');
    await waitFor(() => posted('conversation').length === 2);
    expect(startBodies[1]).not.toHaveProperty('visitor_token');
    expect(posted('conversation')[1]?.[0]).toMatchObject({ conversation_id: NEW_CONVERSATION, answer_ids: [] });
    expect(JSON.parse(localStorage.getItem('avatar-chat:agt_demo:preview') ?? '{}')).toEqual({ visitor_token: 'token-2', conversation_id: NEW_CONVERSATION });
  });

  it('says nothing of its answers, and refuses to start over, outside a preview', async () => {
    const { posted, fromConsole, startBodies } = startInConsole([{ preview: false, messages: [message(A1, 'agent', 'いらっしゃいませ')] }]);
    await waitFor(() => startBodies.length === 1 && document.querySelector('.bubble') !== null);
    fromConsole('new-conversation');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(startBodies).toHaveLength(1);
    expect(posted('conversation')).toHaveLength(0);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
