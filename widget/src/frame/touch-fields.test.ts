import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FormField, WidgetMessage } from 'shared-contracts';
import { startApp } from './app';
import { flush, frameContext, json, TEST_BASE as BASE, widgetConfig } from './testing/frame-fixtures';

// iOS Safari zooms the whole page into a text field whose type is under 16 px as it takes the focus
// (issue #45): on a touch device every field the frame draws — the composer, each kind of form field,
// the sign-in's address and code — computes to 16 px or more, by the frame's own stylesheets.

/** The frame's stylesheets, in the order main.ts imports them. */
const STYLESHEETS = ['styles.css', 'phone.css'].map((name) => readFileSync(join(__dirname, name), 'utf8'));

const FIELDS: FormField[] = [
  { key: 'name', label: 'お名前', type: 'short_text', required: true, help_text: '', placeholder: '', max_length: 100 },
  { key: 'mail', label: 'メールアドレス', type: 'email', required: true, help_text: '', placeholder: '' },
  { key: 'tel', label: '電話番号', type: 'phone', required: false, help_text: '', placeholder: '' },
  { key: 'count', label: '人数', type: 'number', required: false, help_text: '', placeholder: '', min: null, max: null },
  { key: 'day', label: 'ご希望日', type: 'date', required: false, help_text: '', placeholder: '', min: null, max: null },
  { key: 'body', label: 'ご質問', type: 'long_text', required: true, help_text: '', placeholder: '', max_length: 1000 },
  { key: 'shop', label: '店舗', type: 'dropdown', required: false, help_text: '', options: ['本店', '駅前店'] },
  { key: 'how', label: 'ご連絡方法', type: 'single_choice', required: false, help_text: '', options: ['メール', '電話'] },
  { key: 'what', label: 'ご興味', type: 'multiple_choice', required: false, help_text: '', options: ['豆', '器具'] },
  { key: 'ok', label: '同意', type: 'consent', required: true, help_text: '', text: '個人情報の取り扱いに同意します', link_url: null },
] as unknown as FormField[];

const FORM_MESSAGE = {
  id: 'a1',
  role: 'agent',
  text: '申し訳ありません。お問い合わせフォームをご利用ください。',
  emotion: null,
  quick_replies: [],
  candidates: [],
  form: { id: 'f1', version: 1, title: 'お問い合わせ', description: '', submit_label: '送信する', fields: FIELDS },
  links: [],
  images: [],
  sources: [],
  feedback: null,
  rateable: true,
  created_at: '2026-11-21T09:00:00.000Z',
} as unknown as WidgetMessage;

function fakeApi(): void {
  const config = widgetConfig({ sign_in: { mail: true } });
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith(`${BASE}/config`)) return json(config);
    if (url === `${BASE}/conversations`) return json({ visitor_token: 't', conversation_id: 'c1', preview: false, messages: [FORM_MESSAGE], account: null });
    if (init?.method === 'POST' && url.includes('/mail')) return json({ sent_to: 'h***@example.com' });
    return json({ code: 'not_found', message: 'チャットが見つかりません' }, 404);
  });
}

/** The device as the frame asks about it: a coarse pointer (a finger) or a mouse, and its touch points. */
function device(touch: boolean): void {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: touch && query.includes('coarse'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList,
  );
  // jsdom's navigator has none: set per test.
  Object.defineProperty(window.navigator, 'maxTouchPoints', { configurable: true, value: touch ? 5 : 0 });
}

/**
 * The font size a field computes to, in px: jsdom gives the cascaded value of the stylesheets (in
 * their order, as the frame's rules are written to win by) and inherits nothing itself, so an
 * `inherit` (the base rule's `font: inherit`) is followed up to the ancestor that sets one.
 */
function fontSizePx(element: Element): number {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const value = getComputedStyle(node).fontSize;
    if (value === '' || value === 'inherit') continue;
    const px = /^([\d.]+)px$/.exec(value);
    if (!px?.[1]) throw new Error(`${node.tagName}'s font-size ${value} is not in px`);
    return Number(px[1]);
  }
  throw new Error(`no font-size for ${element.tagName}`);
}

/** Every field a visitor types or picks in (not the boxes of a choice: their label line is what is hit). */
function textFields(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('textarea, select, input:not([type=checkbox]):not([type=radio])'));
}

beforeAll(() => {
  // jsdom has no matchMedia of its own: the frame asks it (input/touch.ts), the tests answer.
  if (!window.matchMedia) Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: () => null });
});

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  document.head.replaceChildren(...STYLESHEETS.map((css) => Object.assign(document.createElement('style'), { textContent: css })));
  document.body.replaceChildren();
});

describe('text fields on a touch device', () => {
  it('every field of the frame computes to 16 px or more: the composer, every kind of form field, the sign-in', async () => {
    device(true);
    fakeApi();
    startApp(frameContext());
    await flush();
    expect(document.documentElement.classList.contains('touch')).toBe(true);
    const seen = new Map<string, number>();
    const measure = () => textFields().forEach((field) => seen.set(field.id || field.tagName, fontSizePx(field)));
    measure();

    // The sign-in: its address, then the code mailed to it.
    document.querySelector<HTMLButtonElement>('.header .text-button')!.click();
    Array.from(document.querySelectorAll('button')).find((b) => b.textContent === 'メールでログイン')!.click();
    measure();
    const address = document.querySelector<HTMLInputElement>('#sign-in-email')!;
    address.value = 'hana@example.com';
    address.form!.requestSubmit();
    await flush();
    measure();

    // Every kind of field the owner's forms can have, the composer and the sign-in's two fields.
    const kinds = FIELDS.filter((f) => !['single_choice', 'multiple_choice', 'consent'].includes(f.type)).length;
    expect(seen.size).toBe(kinds + 3);
    expect(seen.has('composer-input') && seen.has('sign-in-email') && seen.has('sign-in-code')).toBe(true);
    const small = [...seen].filter(([, px]) => px < 16);
    expect(small).toEqual([]);
  });

  it('keeps a desktop’s 14 px with a mouse (so the test above reads the stylesheets, not a default)', async () => {
    device(false);
    fakeApi();
    startApp(frameContext());
    await flush();
    expect(document.documentElement.classList.contains('touch')).toBe(false);
    expect(textFields().map(fontSizePx)).toEqual(textFields().map(() => 14));
  });
});
