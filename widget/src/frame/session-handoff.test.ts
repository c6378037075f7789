import type { WidgetConfig } from 'shared-contracts';
import { SESSION_HASH } from '../shared/session-handoff';
import { startApp } from './app';
import type { FrameContext } from './context';

const BASE = 'https://api.example.jp/api/v1/public/widget/agt_1';
const ctx: FrameContext = {
  agentId: 'agt_1',
  base: BASE,
  apiOrigin: 'https://api.example.jp',
  parentOrigin: 'https://shop.example',
  pageUrl: 'https://shop.example/',
  preview: false,
};
const config: WidgetConfig = {
  agent: { name: 'ゆい', greeting: 'こんにちは', greeting_images: [], avatar_greeting: 'ゆいです。なんでも聞いてくださいね' },
  chat_ui: {
    title: 'AIアシスタント',
    welcome_message: '',
    input_placeholder: '',
    theme_color: '#7c3aed',
    launcher_side: 'right',
    launcher_offset: { x: 24, y: 24 },
    open_on_load: false,
    show_quick_replies: true,
    show_avatar: false,
  },
  avatar: { show: false, kind: 'builtin', character: 'yui', position: -100, size: 100, images: {} },
  voice: { enabled: false, engine: 'browser', voice_name: null, lang: 'ja-JP', speaker_name: null, speed: 1, pitch: 0, intonation: 1, volume: 1 },
  emotions: [],
  quick_replies: [],
  sign_in: { mail: false, line: false, required: false, required_for_forms: false },
};
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const flush = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

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
