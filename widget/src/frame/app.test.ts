import type { WidgetMessage } from 'shared-contracts';
import { startApp } from './app';
import { flush, frameContext, json, TEST_BASE as BASE, widgetConfig } from './testing/frame-fixtures';

const ctx = frameContext();

const config = widgetConfig({ chat_ui: { input_placeholder: 'ご質問をどうぞ' }, quick_replies: [{ id: 'q1', label: '営業時間' }] });

const message = (over: Partial<WidgetMessage>): WidgetMessage => ({
  id: 'm0',
  role: 'agent',
  text: '',
  emotion: null,
  quick_replies: [],
  candidates: [],
  form: null,
  links: [],
  images: [],
  sources: [],
  feedback: null,
  rateable: true,
  created_at: '2026-11-21T09:00:00.000Z',
  ...over,
});

function sse(events: Array<[string, unknown]>): Response {
  const text = events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // Two pieces, split inside an event, as a network would.
      controller.enqueue(bytes.slice(0, 40));
      controller.enqueue(bytes.slice(40));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

interface Call {
  method: string;
  url: string;
  body: unknown;
  auth: string | null;
}

function fakeApi(answer: () => Response, history: WidgetMessage[] = []) {
  const calls: Call[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null, auth: headers.get('Authorization') });
    if (url.startsWith(`${BASE}/config`)) return json(config);
    if (url === `${BASE}/conversations`) return json({ visitor_token: 'tok-new', conversation_id: 'c1', preview: false, messages: history, account: null });
    if (url === `${BASE}/conversations/c1/messages` && method === 'POST') return answer();
    return json({ code: 'not_found', message: 'チャットが見つかりません' }, 404);
  });
  return calls;
}

beforeEach(() => {
  localStorage.clear();
  document.body.replaceChildren();
});

describe('the chat frame', () => {
  it('resumes the visitor with the saved token, and shows the greeting, the history and the theme', async () => {
    localStorage.setItem('avatar-chat:agt_1', JSON.stringify({ visitor_token: 'tok-old', conversation_id: 'c0' }));
    const calls = fakeApi(() => json({}), [message({ id: 'v1', role: 'visitor', text: '送料は？' }), message({ id: 'a1', text: '全国一律500円です。', emotion: 'joy' })]);
    startApp(ctx);
    await flush();
    const start = calls.find((c) => c.url === `${BASE}/conversations`)!;
    expect(start.body).toEqual({ origin: 'https://shop.example', page_url: 'https://shop.example/items/1', visitor_token: 'tok-old' });
    expect(calls.find((c) => c.url.startsWith(`${BASE}/config`))?.url).toBe(`${BASE}/config?page=${encodeURIComponent(ctx.pageUrl)}`);
    expect(JSON.parse(localStorage.getItem('avatar-chat:agt_1')!)).toEqual({ visitor_token: 'tok-new', conversation_id: 'c1' });
    expect(document.querySelector('h1')?.textContent).toBe('ショップのAIアシスタント');
    const bubbles = Array.from(document.querySelectorAll('.log .bubble')).map((b) => b.textContent);
    expect(bubbles).toEqual(['こんにちは！ご用件をどうぞ。', '送料は？', expect.stringContaining('全国一律500円です。')]);
    expect((document.querySelector('.app') as HTMLElement).style.getPropertyValue('--theme')).toBe('#7c3aed');
    expect(document.querySelector('.avatar-chat-avatar')?.getAttribute('data-emotion')).toBe('joy');
    expect(document.querySelector('textarea')?.getAttribute('placeholder')).toBe('ご質問をどうぞ');
  });

  it("shows the picture the owner attached to the greeting, and only the owner's own media", async () => {
    config.agent.greeting_images = [
      { url: 'https://api.example.jp/api/v1/public/media/agt_1/i1/welcome.png', alt: 'ようこそ' },
      { url: 'https://tracker.example/pixel.gif', alt: '' },
    ];
    try {
      fakeApi(() => json({}));
      startApp(ctx);
      await flush();
      const pictures = Array.from(document.querySelectorAll('.log .greeting .bubble img'));
      expect(pictures.map((img) => [img.getAttribute('src'), img.getAttribute('alt')])).toEqual([
        ['https://api.example.jp/api/v1/public/media/agt_1/i1/welcome.png', 'ようこそ'],
      ]);
      expect(document.querySelector('.log .greeting .bubble')?.textContent).toBe('こんにちは！ご用件をどうぞ。');
    } finally {
      config.agent.greeting_images = [];
    }
  });

  it('streams an answer into its bubble, then shows the stored answer and its emotion on the avatar', async () => {
    const calls = fakeApi(() =>
      sse([
        ['visitor', { id: 'v9', text: '何時から？' }],
        ['start', { message_id: 'a9' }],
        ['delta', { text: '営業時間は' }],
        ['delta', { text: '10時からです。' }],
        ['done', message({ id: 'a9', text: '営業時間は10時からです。', emotion: 'joy', quick_replies: [{ id: 'q2', label: '定休日' }] })],
      ]),
    );
    startApp(ctx);
    await flush();
    expect(document.querySelector('.greeting .quick-replies')?.textContent).toContain('営業時間');
    const input = document.querySelector('textarea')!;
    input.value = '何時から？';
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    await flush();
    const send = calls.find((c) => c.method === 'POST' && c.url.endsWith('/messages'))!;
    expect(send.body).toEqual({ text: '何時から？' });
    expect(send.auth).toBe('Bearer tok-new');
    expect(input.value).toBe('');
    expect(document.querySelector('.bubble.visitor[data-message-id="v9"]')?.textContent).toBe('何時から？');
    const answer = document.querySelector('[data-message-id="a9"]');
    expect(answer?.querySelector('.text')?.textContent).toBe('営業時間は10時からです。');
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('営業時間は10時からです。');
    expect(document.querySelector('.avatar-chat-avatar')?.getAttribute('data-emotion')).toBe('joy');
    // Only the latest answer keeps quick replies.
    expect(Array.from(document.querySelectorAll('.quick-replies')).map((q) => q.textContent)).toEqual(['定休日']);
  });

  it('sends a pressed quick reply by id, showing its label, then the visitor message exactly as stored', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The owner renamed the quick reply after this frame loaded: the API stores (and a reload shows) the new label.
    const calls = fakeApi(() => {
      const stream = sse([
        ['visitor', { id: 'v2', text: '営業時間（平日）' }],
        ['done', message({ id: 'a2', text: '10時から19時です。' })],
      ]);
      return new Response(
        new ReadableStream({
          async start(controller) {
            await held;
            const reader = stream.body!.getReader();
            for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) controller.enqueue(chunk.value);
            controller.close();
          },
        }),
        { headers: stream.headers },
      );
    });
    startApp(ctx);
    await flush();
    document.querySelector<HTMLButtonElement>('.quick-replies button')!.click();
    await flush();
    expect(calls.find((c) => c.method === 'POST' && c.url.endsWith('/messages'))?.body).toEqual({ quick_reply_id: 'q1' });
    const visitorBubbles = () => Array.from(document.querySelectorAll('.bubble.visitor')).map((b) => [b.textContent, b.getAttribute('data-message-id')]);
    expect(visitorBubbles()).toEqual([['営業時間', null]]);
    release();
    await flush();
    expect(visitorBubbles()).toEqual([['営業時間（平日）', 'v2']]);
    expect(document.querySelector('[data-message-id="a2"] .text')?.textContent).toBe('10時から19時です。');
  });

  it('sends a chosen candidate question by its item id, showing the question, and answers it', async () => {
    const unsure = message({
      id: 'a1',
      text: 'もしかして、こちらのご質問でしょうか？',
      candidates: [
        { item_id: 'k1', question: '駐車場はありますか？' },
        { item_id: 'k2', question: '駐輪場はありますか？' },
      ],
    });
    const calls = fakeApi(
      () =>
        sse([
          ['visitor', { id: 'v2', text: '駐輪場はありますか？' }],
          ['done', message({ id: 'a2', text: '入口の横にございます。' })],
        ]),
      [message({ id: 'v1', role: 'visitor', text: '駐車場と駐輪場' }), unsure],
    );
    startApp(ctx);
    await flush();
    const buttons = Array.from(document.querySelectorAll<HTMLButtonElement>('.row.agent .candidates button'));
    expect(buttons.map((b) => b.textContent)).toEqual(['駐車場はありますか？', '駐輪場はありますか？']);
    buttons[1]?.click();
    await flush();
    expect(calls.find((c) => c.method === 'POST' && c.url.endsWith('/messages'))?.body).toEqual({ candidate_item_id: 'k2' });
    expect(Array.from(document.querySelectorAll('.bubble.visitor')).map((b) => b.textContent)).toEqual(['駐車場と駐輪場', '駐輪場はありますか？']);
    expect(document.querySelector('[data-message-id="a2"] .text')?.textContent).toBe('入口の横にございます。');
  });

  it('never sends on the Enter that confirms an IME conversion', async () => {
    const calls = fakeApi(() => sse([]));
    startApp(ctx);
    await flush();
    const input = document.querySelector('textarea')!;
    input.value = 'へんかん';
    input.dispatchEvent(new CompositionEvent('compositionstart'));
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true, cancelable: true }));
    await flush();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/messages'))).toBe(false);
    expect(input.value).toBe('へんかん');
  });

  it("shows the stream's Japanese error in place of the answer", async () => {
    fakeApi(() => sse([['error', { code: 'answer_failed', message: '回答を作成できませんでした。しばらくしてからもう一度お試しください' }]]));
    startApp(ctx);
    await flush();
    const input = document.querySelector('textarea')!;
    input.value = 'こんにちは';
    document.querySelector('form.composer')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await flush();
    const alert = document.querySelector('.bubble.error[role="alert"]');
    expect(alert?.textContent).toBe('回答を作成できませんでした。しばらくしてからもう一度お試しください');
  });

  it('says plainly when the chat cannot load, and tries again on request', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    startApp(ctx);
    await flush();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('サーバーに接続できません。通信環境を確認してもう一度お試しください。');
    expect(document.querySelector('.log button')?.textContent).toBe('再試行');
  });
});

describe('the visitor account', () => {
  it('shows who is signed in, and signs out through the API', async () => {
    const withSignIn = { ...config, sign_in: { mail: true, line: true, required: false, required_for_forms: false } };
    const calls: string[] = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.startsWith(`${BASE}/config`)) return json(withSignIn);
      if (url === `${BASE}/conversations`) return json({ visitor_token: 't', conversation_id: 'c1', preview: false, messages: [], account: { kind: 'mail', display_name: 'hanako@example.com' } });
      if (url === `${BASE}/sign-in` && init?.method === 'DELETE') return new Response(null, { status: 204 });
      return json({ code: 'not_found', message: 'x' }, 404);
    });
    startApp(ctx);
    await flush();
    const line = document.querySelector<HTMLElement>('.account')!;
    expect(line.hidden).toBe(false);
    expect(line.textContent).toContain('hanako@example.com さんとしてログイン中');
    const signIn = Array.from(document.querySelectorAll<HTMLButtonElement>('header button')).find((b) => b.textContent === 'ログイン')!;
    expect(signIn.hidden).toBe(true);
    line.querySelector('button')!.click();
    await flush();
    expect(calls).toContain(`DELETE ${BASE}/sign-in`);
    expect(line.hidden).toBe(true);
    expect(signIn.hidden).toBe(false);
  });
});

describe('answers spoken aloud', () => {
  it("speaks only after the visitor's first interaction with the chat (browsers' autoplay rules)", async () => {
    const speak = jest.fn();
    Object.assign(window, {
      speechSynthesis: { getVoices: () => [], speak, cancel: jest.fn() },
      SpeechSynthesisUtterance: class {
        constructor(readonly text: string) {}
      },
    });
    const voiced = { ...config, voice: { ...config.voice, enabled: true } };
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith(`${BASE}/config`)) return json(voiced);
      if (url === `${BASE}/conversations`) return json({ visitor_token: 't', conversation_id: 'c1', preview: false, messages: [], account: null });
      return sse([['done', message({ id: `a${speak.mock.calls.length}`, text: 'お答えします' })]]);
    });
    startApp(ctx);
    await flush();
    expect(document.querySelector('button[aria-label="音声読み上げをオフにする"]')).not.toBeNull();
    const submit = (text: string) => {
      document.querySelector('textarea')!.value = text;
      document.querySelector('form.composer')!.dispatchEvent(new Event('submit', { cancelable: true }));
    };
    submit('一つ目');
    await flush();
    expect(speak).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    submit('二つ目');
    await flush();
    expect(speak).toHaveBeenCalledTimes(1);
    expect(speak.mock.calls[0]?.[0]).toMatchObject({ text: 'お答えします' });
  });
});

describe('the chat frame inside the embedding page', () => {
  function embed() {
    const iframe = document.createElement('iframe');
    document.body.append(iframe);
    const win = iframe.contentWindow as Window & typeof globalThis;
    const toParent = jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    startApp(ctx, win);
    return { win, toParent };
  }
  const open = { source: 'avatar-chat', type: 'open', viewport: { width: 1280, height: 800 }, launcher: { side: 'right', x: 24, y: 24 }, focus: false };

  it('says it is ready to the page origin only, and sizes itself when the page opens it', async () => {
    fakeApi(() => sse([]));
    const { win, toParent } = embed();
    expect(toParent).toHaveBeenCalledWith({ source: 'avatar-chat', type: 'ready' }, 'https://shop.example');
    await flush();
    win.dispatchEvent(new MessageEvent('message', { data: open, origin: 'https://shop.example', source: window }));
    // Panel 380 px, 12 px of gap, then the 160 px avatar; the panel's height and the gap above the launcher.
    expect(toParent).toHaveBeenCalledWith({ source: 'avatar-chat', type: 'resize', width: 552, height: 612, fullscreen: false }, 'https://shop.example');
    expect(win.document.querySelector('.avatar-slot .avatar-chat-avatar')).not.toBeNull();
    expect(win.document.querySelector('.app')?.classList.contains('fullscreen')).toBe(false);
  });

  it('takes the whole window of a phone, with the avatar in its header and 閉じる in words', async () => {
    fakeApi(() => sse([]));
    const { win, toParent } = embed();
    await flush();
    win.dispatchEvent(new MessageEvent('message', { data: { ...open, viewport: { width: 390, height: 844 }, focus: true }, origin: 'https://shop.example', source: window }));
    expect(toParent).toHaveBeenCalledWith({ source: 'avatar-chat', type: 'resize', width: 390, height: 844, fullscreen: true }, 'https://shop.example');
    // Pressed open, yet no focus in the box: on a phone that would raise the keyboard over the chat.
    expect(win.document.activeElement?.tagName).not.toBe('TEXTAREA');
    const app = win.document.querySelector<HTMLElement>('.app')!;
    expect(app.classList.contains('fullscreen')).toBe(true);
    // The panel's size is the iframe's (CSS), which the loader keeps on the visual viewport.
    expect(app.style.width).toBe('');
    expect(win.document.querySelector<HTMLElement>('.panel')!.style.height).toBe('');
    expect(win.document.querySelector('.header-avatar .avatar-chat-avatar')).not.toBeNull();
    const close = win.document.querySelector<HTMLButtonElement>('button[aria-label="チャットを閉じる"]')!;
    expect(close.textContent).toBe('閉じる');

    // Turned to landscape: still the whole window (short), and back to a card on a wide window.
    win.dispatchEvent(new MessageEvent('message', { data: { ...open, viewport: { width: 844, height: 390 } }, origin: 'https://shop.example', source: window }));
    expect(toParent).toHaveBeenLastCalledWith({ source: 'avatar-chat', type: 'resize', width: 844, height: 390, fullscreen: true }, 'https://shop.example');
    win.dispatchEvent(new MessageEvent('message', { data: { ...open, focus: true }, origin: 'https://shop.example', source: window }));
    expect(app.classList.contains('fullscreen')).toBe(false);
    expect(win.document.activeElement?.tagName).toBe('TEXTAREA');
  });

  it('ignores an open from another origin or another window', async () => {
    fakeApi(() => sse([]));
    const { win, toParent } = embed();
    await flush();
    win.dispatchEvent(new MessageEvent('message', { data: open, origin: 'https://evil.example', source: window }));
    win.dispatchEvent(new MessageEvent('message', { data: open, origin: 'https://shop.example', source: win }));
    expect(toParent).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'resize' }), expect.anything());
  });

  it('tells the page to take the widget away when the API refuses this site', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => json({ code: 'origin_not_allowed', message: 'このサイトではチャットを利用できません' }, 403));
    const { toParent } = embed();
    await flush();
    expect(toParent).toHaveBeenCalledWith({ source: 'avatar-chat', type: 'refused' }, 'https://shop.example');
  });

  it('asks the page to close on its close button and on Escape', async () => {
    fakeApi(() => sse([]));
    const { win, toParent } = embed();
    await flush();
    win.document.querySelector<HTMLButtonElement>('button[aria-label="チャットを閉じる"]')!.click();
    expect(toParent).toHaveBeenCalledWith({ source: 'avatar-chat', type: 'close' }, 'https://shop.example');
    toParent.mockClear();
    win.document.querySelector('textarea')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(toParent).toHaveBeenCalledWith({ source: 'avatar-chat', type: 'close' }, 'https://shop.example');
  });
});
