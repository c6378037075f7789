import type { WidgetConfig, WidgetMessage } from 'shared-contracts';
import { startApp } from './app';
import { flush, frameContext, json, TEST_BASE as BASE, widgetConfig } from './testing/frame-fixtures';
import { avatarSaysMs } from './render/avatar-says';

const ctx = frameContext();
const AVATAR_GREETING = 'ゆいです。もりのねへようこそ！';

const baseConfig = widgetConfig({ agent: { avatar_greeting: AVATAR_GREETING }, voice: { enabled: true } });

function fakeApi(config: WidgetConfig, messages: WidgetMessage[] = [], conversationId = 'c1') {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith(`${BASE}/config`)) return json(config);
    return json({ visitor_token: 't', conversation_id: conversationId, preview: false, messages, account: null });
  });
}

/** The frame inside a page, with a browser voice whose utterances are recorded. */
function embed() {
  const iframe = document.createElement('iframe');
  document.body.append(iframe);
  const win = iframe.contentWindow as Window & typeof globalThis;
  jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
  const spoken: string[] = [];
  Object.assign(win, {
    speechSynthesis: { getVoices: () => [], speak: (u: { text: string }) => spoken.push(u.text), cancel: () => undefined },
    SpeechSynthesisUtterance: class {
      constructor(readonly text: string) {}
    },
  });
  const timers: Array<{ run: () => void; ms: number | undefined }> = [];
  jest.spyOn(win, 'setTimeout').mockImplementation(((run: () => void, ms?: number) => {
    timers.push({ run, ms });
    return timers.length;
  }) as typeof win.setTimeout);
  startApp(ctx, win);
  const open = (focus: boolean, width = 1280) =>
    win.dispatchEvent(
      new MessageEvent('message', {
        data: { source: 'avatar-chat', type: 'open', viewport: { width, height: 800 }, launcher: { side: 'right', x: 24, y: 24 }, focus },
        origin: 'https://shop.example',
        source: window,
      }),
    );
  const close = () => win.dispatchEvent(new MessageEvent('message', { data: { source: 'avatar-chat', type: 'close' }, origin: 'https://shop.example', source: window }));
  const says = () => win.document.querySelector('.avatar-says');
  return { win, spoken, timers, open, close, says };
}

beforeEach(() => {
  localStorage.clear();
  document.body.replaceChildren();
  jest.restoreAllMocks();
});

describe("the avatar's greeting (basic agent settings)", () => {
  it('says it above its head beside the panel when the visitor opens the chat, aloud, then lets it go', async () => {
    fakeApi(baseConfig);
    const frame = embed();
    await flush();
    expect(frame.says()).toBeNull();
    frame.open(true);
    const bubble = frame.says();
    expect(bubble?.textContent).toBe(AVATAR_GREETING);
    expect(bubble?.parentElement?.classList.contains('avatar-slot')).toBe(true);
    expect(bubble?.closest('.log')).toBeNull();
    expect(bubble?.getAttribute('role')).toBe('status');
    expect(frame.spoken).toEqual([AVATAR_GREETING]);
    // The chat log still starts with the conversation settings' fixed greeting.
    expect(frame.win.document.querySelector('.log .bubble')?.textContent).toBe('こんにちは！ご用件をどうぞ。');

    const hide = frame.timers.find((timer) => timer.ms === avatarSaysMs(AVATAR_GREETING));
    expect(hide).toBeDefined();
    hide?.run();
    expect(frame.says()).toBeNull();
  });

  it('greets once per conversation: not on the next open, nor on another page of the same conversation', async () => {
    fakeApi(baseConfig);
    const first = embed();
    await flush();
    first.open(true);
    expect(first.spoken).toEqual([AVATAR_GREETING]);
    first.close();
    expect(first.says()).toBeNull();
    first.open(true);
    expect(first.says()).toBeNull();
    expect(first.spoken).toEqual([AVATAR_GREETING]);

    document.body.replaceChildren();
    const next = embed();
    await flush();
    next.open(true);
    expect(next.says()).toBeNull();
    expect(next.spoken).toEqual([]);
  });

  it('does not greet a conversation already under way, and greets a new one', async () => {
    const history: WidgetMessage[] = [
      { id: 'v1', role: 'visitor', text: '送料は？', emotion: null, quick_replies: [], candidates: [], form: null, links: [], images: [], sources: [], feedback: null, rateable: false, created_at: '2026-11-21T09:00:00.000Z' },
    ];
    fakeApi(baseConfig, history, 'c-old');
    const resumed = embed();
    await flush();
    resumed.open(true);
    expect(resumed.says()).toBeNull();

    document.body.replaceChildren();
    fakeApi(baseConfig, [], 'c-new');
    const fresh = embed();
    await flush();
    fresh.open(true);
    expect(fresh.says()?.textContent).toBe(AVATAR_GREETING);
  });

  it('shows it without a voice when the chat opened by itself, and silently while muted', async () => {
    fakeApi(baseConfig);
    const auto = embed();
    await flush();
    auto.open(false);
    expect(auto.says()?.textContent).toBe(AVATAR_GREETING);
    expect(auto.spoken).toEqual([]);

    localStorage.clear();
    localStorage.setItem('avatar-chat:voice-muted', '1');
    document.body.replaceChildren();
    const muted = embed();
    await flush();
    muted.open(true);
    expect(muted.says()?.textContent).toBe(AVATAR_GREETING);
    expect(muted.spoken).toEqual([]);
  });

  it('says it in the header, in place of the title for a moment, where the avatar sits in the header', async () => {
    fakeApi(baseConfig);
    const narrow = embed();
    await flush();
    // Too narrow for the avatar beside the panel, wider than a phone's.
    narrow.open(true, 560);
    const bubble = narrow.says();
    expect(bubble?.closest('.header')).not.toBeNull();
    expect(bubble?.classList.contains('header')).toBe(true);
    expect(narrow.win.document.querySelector<HTMLElement>('.title')?.hidden).toBe(true);
    narrow.close();
    expect(narrow.says()).toBeNull();
    expect(narrow.win.document.querySelector<HTMLElement>('.title')?.hidden).toBe(false);
  });

  it('over a phone’s whole window, says it on a line of the header under the title, which stays', async () => {
    fakeApi(baseConfig);
    const phone = embed();
    await flush();
    phone.open(true, 390);
    const bubble = phone.says();
    expect(bubble?.closest('.header')).not.toBeNull();
    expect(phone.win.document.querySelector('.app')?.classList.contains('fullscreen')).toBe(true);
    expect(phone.win.document.querySelector<HTMLElement>('.title')?.hidden).toBe(false);
    phone.close();
    expect(phone.says()).toBeNull();
  });

  it('says nothing when the owner hides the avatar, and keeps the greeting text as text', async () => {
    fakeApi({ ...baseConfig, avatar: { ...baseConfig.avatar, show: false } });
    const hidden = embed();
    await flush();
    hidden.open(true);
    expect(hidden.says()).toBeNull();
    expect(hidden.spoken).toEqual([]);

    localStorage.clear();
    document.body.replaceChildren();
    const markup = '<img src=x onerror=alert(1)>ようこそ';
    fakeApi({ ...baseConfig, agent: { ...baseConfig.agent, avatar_greeting: markup } });
    const text = embed();
    await flush();
    text.open(true);
    expect(text.says()?.textContent).toBe(markup);
    expect(text.says()?.querySelector('img')).toBeNull();
  });
});
