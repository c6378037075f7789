import { SESSION_HASH } from '../shared/session-handoff';
import { startApp } from './app';
import { flush, frameContext, json, TEST_BASE as BASE, widgetConfig } from './testing/frame-fixtures';

const ctx = frameContext({ pageUrl: 'https://shop.example/' });
const config = widgetConfig({
  agent: { greeting: 'こんにちは' },
  chat_ui: { title: 'AIアシスタント', show_avatar: false },
  avatar: { show: false },
  emotions: [],
});

afterEach(() => {
  jest.restoreAllMocks();
  document.body.replaceChildren();
});

it('a frame refused its own storage resumes with the session the loader handed over, and hands the new one back', async () => {
  const starts: unknown[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith(`${BASE}/config`)) return json(config);
    starts.push(JSON.parse(String(init?.body)));
    return json({ visitor_token: 'tok-new', conversation_id: 'c1', preview: false, messages: [], account: null });
  });
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  const win = iframe.contentWindow as Window & typeof globalThis;
  const refuse = () => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  };
  jest.spyOn(win, 'localStorage', 'get').mockImplementation(refuse);
  jest.spyOn(globalThis, 'localStorage', 'get').mockImplementation(refuse);
  win.location.hash = `#${SESSION_HASH}${encodeURIComponent(JSON.stringify({ visitor_token: 'tok-old', conversation_id: 'c0' }))}`;
  const toParent = jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);

  startApp(ctx, win);
  await flush();

  expect(starts).toEqual([{ origin: 'https://shop.example', page_url: 'https://shop.example/', visitor_token: 'tok-old' }]);
  expect(toParent).toHaveBeenCalledWith({ source: 'avatar-chat', type: 'session', visitor_token: 'tok-new', conversation_id: 'c1' }, 'https://shop.example');
});
