import type { WidgetAccount, WidgetConfig, WidgetMessage } from 'shared-contracts';
import { startApp } from './app';
import { flush, frameContext, json, TEST_BASE as BASE, widgetConfig } from './testing/frame-fixtures';

// The owner's 会話を始める前にログインが必要: the frame asks for the sign-in before the first message.

const ctx = frameContext({ pageUrl: '' });

const config = (signIn: WidgetConfig['sign_in']): WidgetConfig =>
  widgetConfig({
    agent: { greeting: 'こんにちは！' },
    chat_ui: { title: 'ショップ', show_avatar: false },
    avatar: { show: false },
    emotions: [],
    quick_replies: [{ id: 'q1', label: '営業時間' }],
    sign_in: signIn,
  });

const done = () =>
  new Response(
    `event: done\ndata: ${JSON.stringify({ id: 'a1', role: 'agent', text: 'どうぞ', emotion: null, quick_replies: [], candidates: [], form: null, links: [], images: [], sources: [], feedback: null, rateable: true, created_at: '2026-11-21T09:00:00.000Z' })}\n\n`,
    { headers: { 'Content-Type': 'text/event-stream' } },
  );

interface World {
  calls: string[];
  /** What GET config answers from now on. */
  signIn: WidgetConfig['sign_in'];
  /** Whether POST messages refuses with sign_in_required. */
  refuse: boolean;
}

const FORM_MESSAGE: WidgetMessage = {
  id: 'a0',
  role: 'agent',
  text: 'こちらからお問い合わせください',
  emotion: null,
  quick_replies: [],
  candidates: [],
  form: {
    id: 'f1',
    version: 1,
    title: 'お問い合わせ',
    description: '',
    submit_label: '送信する',
    fields: [{ key: 'name', label: 'お名前', type: 'short_text', required: true, help_text: '', placeholder: '', max_length: 100 }],
  },
  links: [],
  images: [],
  sources: [],
  feedback: null,
  rateable: true,
  created_at: '2026-11-21T09:00:00.000Z',
};

function fakeApi(world: World, account: WidgetAccount | null = null, history: WidgetMessage[] = []) {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    world.calls.push(`${method} ${url.replace(BASE, '')}`);
    if (url.startsWith(`${BASE}/config`)) return json(config(world.signIn));
    if (url === `${BASE}/conversations`) return json({ visitor_token: 't', conversation_id: 'c1', preview: false, messages: history, account });
    if (url === `${BASE}/forms/f1/answers`) {
      return world.refuse
        ? json({ code: 'sign_in_required_for_form', message: 'フォームを送信するにはログインが必要です。ログインしてからもう一度送信してください' }, 403)
        : json({ thank_you_message: 'ありがとうございました' }, 201);
    }
    if (url === `${BASE}/sign-in/mail`) return json({ sent_to: 'a@example.jp', expires_in_seconds: 600 }, 202);
    if (url === `${BASE}/sign-in/mail/verify`) return json({ account: { kind: 'mail', display_name: 'a@example.jp' } });
    if (url === `${BASE}/conversations/c1/messages` && method === 'POST') {
      return world.refuse
        ? json({ code: 'sign_in_required', message: 'このチャットはログインしてからご利用いただけます。ログインしてからもう一度送信してください' }, 403)
        : done();
    }
    return json({ code: 'not_found', message: 'x' }, 404);
  });
}

const panel = () => document.querySelector<HTMLElement>('section.sign-in');
const overlay = () => document.querySelector<HTMLElement>('.overlay')!;
const submit = (text: string) => {
  document.querySelector('textarea')!.value = text;
  document.querySelector('form.composer')!.dispatchEvent(new Event('submit', { cancelable: true }));
};
const sends = (world: World) => world.calls.filter((c) => c === 'POST /conversations/c1/messages');

beforeEach(() => {
  localStorage.clear();
  document.body.replaceChildren();
});

describe('a chat that asks for a sign-in before chatting', () => {
  it('opens the sign-in first, saying why, without taking the focus', async () => {
    const world: World = { calls: [], signIn: { mail: true, line: false, required: true, required_for_forms: true }, refuse: false };
    fakeApi(world);
    startApp(ctx);
    await flush();
    expect(overlay().hidden).toBe(false);
    expect(panel()?.textContent).toContain('このチャットはログインしてからご利用いただけます。');
    expect(panel()?.querySelector('button')?.textContent).toBe('メールでログイン');
    expect(panel()?.contains(document.activeElement)).toBe(false);
  });

  it('keeps what was typed and asks again instead of sending, then sends once signed in', async () => {
    const world: World = { calls: [], signIn: { mail: true, line: false, required: true, required_for_forms: true }, refuse: false };
    fakeApi(world);
    startApp(ctx);
    await flush();
    Array.from(panel()!.querySelectorAll('button')).find((b) => b.textContent === '戻る')!.click();
    expect(overlay().hidden).toBe(true);

    submit('営業時間は？');
    await flush();
    expect(sends(world)).toEqual([]);
    expect(document.querySelector('textarea')!.value).toBe('営業時間は？');
    expect(overlay().hidden).toBe(false);
    // A quick reply waits for the sign-in too.
    document.querySelector<HTMLButtonElement>('.quick-replies button')?.click();
    await flush();
    expect(sends(world)).toEqual([]);

    panel()!.querySelector<HTMLButtonElement>('button')!.click();
    panel()!.querySelector<HTMLInputElement>('input[type="email"]')!.value = 'a@example.jp';
    panel()!.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await flush();
    panel()!.querySelector<HTMLInputElement>('#sign-in-code')!.value = '123456';
    panel()!.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await flush();
    expect(overlay().hidden).toBe(true);
    expect(document.querySelector('.account')?.textContent).toContain('a@example.jp さんとしてログイン中');

    submit('営業時間は？');
    await flush();
    expect(sends(world)).toHaveLength(1);
  });

  it('lets a visitor already signed in chat at once', async () => {
    const world: World = { calls: [], signIn: { mail: true, line: true, required: true, required_for_forms: true }, refuse: false };
    fakeApi(world, { kind: 'line', display_name: '山田 花子' });
    startApp(ctx);
    await flush();
    expect(overlay().hidden).toBe(true);
    submit('こんにちは');
    await flush();
    expect(sends(world)).toHaveLength(1);
  });

  it('opens the sign-in when the API refuses a message the config did not yet ask a sign-in for', async () => {
    const world: World = { calls: [], signIn: { mail: false, line: false, required: false, required_for_forms: false }, refuse: true };
    fakeApi(world);
    startApp(ctx);
    await flush();
    expect(overlay().hidden).toBe(true);
    // The owner switched the requirement on after this frame loaded.
    world.signIn = { mail: false, line: true, required: true, required_for_forms: true };
    submit('こんにちは');
    await flush();
    expect(document.querySelector('.bubble.error[role="alert"]')?.textContent).toBe(
      'このチャットはログインしてからご利用いただけます。ログインしてからもう一度送信してください',
    );
    expect(world.calls.filter((c) => c.startsWith('GET /config'))).toHaveLength(2);
    expect(overlay().hidden).toBe(false);
    expect(panel()?.querySelector('button')?.textContent).toBe('LINEでログイン');
    // Until signed in, nothing more is sent.
    submit('もう一度');
    await flush();
    expect(sends(world)).toHaveLength(1);
  });

  it('only offers the sign-in when it is not required', async () => {
    const world: World = { calls: [], signIn: { mail: true, line: false, required: false, required_for_forms: false }, refuse: false };
    fakeApi(world);
    startApp(ctx);
    await flush();
    expect(overlay().hidden).toBe(true);
    submit('こんにちは');
    await flush();
    expect(sends(world)).toHaveLength(1);
    const signIn = Array.from(document.querySelectorAll<HTMLButtonElement>('header button')).find((b) => b.textContent === 'ログイン')!;
    signIn.click();
    expect(panel()?.textContent).toContain('ログインすると、担当者があなたのことを確認してご案内できます。');
    // The header does not offer what the panel below it already shows; 戻る brings it back.
    expect(signIn.hidden).toBe(true);
    Array.from(panel()!.querySelectorAll('button')).find((b) => b.textContent === '戻る')!.click();
    expect(overlay().hidden).toBe(true);
    expect(signIn.hidden).toBe(false);
    expect(document.activeElement).toBe(signIn);
  });

  it('shows no header ログイン while the required sign-in is open', async () => {
    const world: World = { calls: [], signIn: { mail: true, line: true, required: true, required_for_forms: true }, refuse: false };
    fakeApi(world);
    startApp(ctx);
    await flush();
    expect(overlay().hidden).toBe(false);
    const signIn = Array.from(document.querySelectorAll<HTMLButtonElement>('header button')).find((b) => b.textContent === 'ログイン')!;
    expect(signIn.hidden).toBe(true);
  });
});

describe('a chat that asks for a sign-in before a form is answered', () => {
  const fillAndSubmit = (name: string) => {
    const form = document.querySelector<HTMLFormElement>('form.form')!;
    form.querySelector<HTMLInputElement>('input')!.value = name;
    form.dispatchEvent(new Event('submit', { cancelable: true }));
  };
  const answers = (world: World) => world.calls.filter((c) => c === 'POST /forms/f1/answers');

  it('lets the visitor chat, then asks for the sign-in at the form, keeping what was filled in', async () => {
    const world: World = { calls: [], signIn: { mail: true, line: false, required: false, required_for_forms: true }, refuse: false };
    fakeApi(world, null, [FORM_MESSAGE]);
    startApp(ctx);
    await flush();
    expect(overlay().hidden).toBe(true);
    submit('こんにちは');
    await flush();
    expect(sends(world)).toHaveLength(1);

    fillAndSubmit('山田');
    await flush();
    expect(answers(world)).toEqual([]);
    expect(overlay().hidden).toBe(false);
    expect(panel()?.textContent).toContain('フォームを送信するにはログインが必要です。');
    expect(document.querySelector('form.form .form-error')?.textContent).toBe('フォームを送信するにはログインが必要です。ログインしてからもう一度送信してください');
    expect(document.querySelector<HTMLInputElement>('form.form input')!.value).toBe('山田');

    panel()!.querySelector<HTMLButtonElement>('button')!.click();
    panel()!.querySelector<HTMLInputElement>('input[type="email"]')!.value = 'a@example.jp';
    panel()!.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await flush();
    panel()!.querySelector<HTMLInputElement>('#sign-in-code')!.value = '123456';
    panel()!.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await flush();
    fillAndSubmit('山田');
    await flush();
    expect(answers(world)).toHaveLength(1);
    expect(document.querySelector('.thanks')?.textContent).toBe('ありがとうございました');
  });

  it('opens the sign-in when the API refuses the answer for want of one', async () => {
    const world: World = { calls: [], signIn: { mail: false, line: false, required: false, required_for_forms: false }, refuse: true };
    fakeApi(world, null, [FORM_MESSAGE]);
    startApp(ctx);
    await flush();
    world.signIn = { mail: true, line: false, required: false, required_for_forms: true };
    fillAndSubmit('山田');
    await flush();
    expect(answers(world)).toHaveLength(1);
    expect(overlay().hidden).toBe(false);
    expect(panel()?.textContent).toContain('フォームを送信するにはログインが必要です。');
    // Chatting stays open: only the form needed the sign-in.
    world.refuse = false;
    submit('こんにちは');
    await flush();
    expect(sends(world)).toHaveLength(1);
  });
});
