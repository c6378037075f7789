import type { WidgetForm, WidgetMessage } from 'shared-contracts';
import { ApiError } from '../api/api-error';
import { messageView, type MessageViewContext } from './message-view';

const API = 'https://api.example.jp';
const message = (over: Partial<WidgetMessage> = {}): WidgetMessage => ({
  id: 'm1',
  role: 'agent',
  text: 'こんにちは',
  emotion: 'joy',
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

function context(over: Partial<MessageViewContext> = {}): MessageViewContext {
  return {
    apiOrigin: API,
    agentId: 'agt_1',
    onQuickReply: jest.fn(),
    onCandidate: jest.fn(),
    onFeedback: jest.fn(() => Promise.resolve()),
    submitForm: jest.fn(() => Promise.resolve('ありがとうございました')),
    ...over,
  };
}

const render = (m: WidgetMessage, ctx = context(), latest = true) => {
  const element = messageView(m, ctx, { latest });
  document.body.append(element);
  return element;
};

afterEach(() => document.body.replaceChildren());

describe('an answer as the visitor sees it', () => {
  it('draws HTML in the text as text, and unsafe links as plain titles', () => {
    const element = render(
      message({
        text: '<script>alert(1)</script><a href="javascript:alert(1)">ここ</a>',
        links: [
          { url: 'javascript:alert(1)', title: '危険' },
          { url: 'https://example.com/shop', title: 'ショップ' },
        ],
      }),
    );
    expect(element.querySelector('script')).toBeNull();
    expect(element.querySelector('.text')?.textContent).toBe('<script>alert(1)</script><a href="javascript:alert(1)">ここ</a>');
    const links = Array.from(element.querySelectorAll('.links a'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.com/shop']);
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
  });

  it("shows only the owner's media pictures, with their alt text", () => {
    const element = render(
      message({
        images: [
          { url: `${API}/api/v1/public/media/agt_1/i1/shop.png`, alt: '店舗の外観' },
          { url: 'https://tracker.example/pixel.gif', alt: '' },
        ],
      }),
    );
    const images = Array.from(element.querySelectorAll('img'));
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttribute('alt')).toBe('店舗の外観');
  });

  it('names its sources', () => {
    expect(render(message({ sources: [{ title: '営業時間' }, { title: '送料' }] })).querySelector('.sources')?.textContent).toBe('参考にした情報: 営業時間、送料');
  });

  it('offers its quick replies only while it is the latest answer', () => {
    const ctx = context();
    const m = message({ quick_replies: [{ id: 'q1', label: '営業時間' }] });
    const element = render(m, ctx);
    const chip = element.querySelector<HTMLButtonElement>('.quick-replies button');
    chip?.click();
    expect(ctx.onQuickReply).toHaveBeenCalledWith({ id: 'q1', label: '営業時間' });
    expect(render(m, ctx, false).querySelector('.quick-replies')).toBeNull();
  });

  it('offers the candidate questions of an unsure answer as buttons of text, kept on older answers too', () => {
    const ctx = context();
    const candidates = [
      { item_id: 'c1', question: '駐車場はありますか？' },
      { item_id: 'c2', question: '<b>駐輪場</b>はありますか？' },
    ];
    const m = message({ text: 'もしかして、こちらのご質問でしょうか？', candidates });
    const element = render(m, ctx);
    const group = element.querySelector('.candidates');
    expect(group?.getAttribute('role')).toBe('group');
    expect(group?.getAttribute('aria-label')).toBe('ご質問の候補');
    const buttons = Array.from(element.querySelectorAll<HTMLButtonElement>('.candidates button'));
    expect(buttons.map((b) => [b.type, b.textContent])).toEqual([
      ['button', '駐車場はありますか？'],
      ['button', '<b>駐輪場</b>はありますか？'],
    ]);
    // Text only: markup in a question is shown, never made.
    expect(element.querySelector('.candidates b')).toBeNull();
    // A button of its own: reached with Tab and pressed with Enter or Space like any button.
    buttons[1]?.focus();
    expect(document.activeElement).toBe(buttons[1]);
    buttons[1]?.click();
    expect(ctx.onCandidate).toHaveBeenCalledWith(candidates[1]);
    expect(render(m, ctx, false).querySelectorAll('.candidates button')).toHaveLength(2);
    expect(render(message(), ctx).querySelector('.candidates')).toBeNull();
  });

  it('takes a thumbs up, takes it back, and undoes the press when the API refuses', async () => {
    const onFeedback = jest.fn<Promise<void>, [WidgetMessage, 'up' | 'down' | null]>(() => Promise.resolve());
    const element = render(message(), context({ onFeedback }));
    const up = element.querySelector<HTMLButtonElement>('button[data-value="up"]')!;
    up.click();
    expect(onFeedback).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'm1' }), 'up');
    expect(up.getAttribute('aria-pressed')).toBe('true');
    expect(element.querySelector('.thanks-note')?.textContent).toBe('ご評価ありがとうございます');
    up.click();
    expect(onFeedback).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'm1' }), null);
    expect(up.getAttribute('aria-pressed')).toBe('false');

    onFeedback.mockImplementationOnce(() => Promise.reject(new Error('x')));
    const down = element.querySelector<HTMLButtonElement>('button[data-value="down"]')!;
    down.click();
    expect(down.getAttribute('aria-pressed')).toBe('true');
    await Promise.resolve();
    await Promise.resolve();
    expect(down.getAttribute('aria-pressed')).toBe('false');
  });

  it('offers no thumbs on a message with no answer to judge (the 中断 message shown for one never written)', () => {
    const element = render(message({ text: '回答が中断されました', rateable: false }), context());
    expect(element.querySelector('.feedback')).toBeNull();
    expect(element.querySelector('button[data-value="up"]')).toBeNull();
    expect(render(message(), context()).querySelectorAll('.feedback button')).toHaveLength(2);
  });
});

describe('a form in the chat', () => {
  const form: WidgetForm = {
    id: 'f1',
    version: 2,
    title: 'お問い合わせ',
    description: 'ご連絡先をお知らせください',
    submit_label: '送信する',
    fields: [
      { key: 'name', label: 'お名前', type: 'short_text', required: true, help_text: '', placeholder: '山田太郎', max_length: 100 },
      { key: 'email', label: 'メールアドレス', type: 'email', required: true, help_text: '', placeholder: '' },
      { key: 'topic', label: 'ご用件', type: 'single_choice', required: false, help_text: '', placeholder: '', options: ['予約', 'その他'] },
      { key: 'agree', label: '同意', type: 'consent', required: true, help_text: '', placeholder: '', text: '個人情報の取り扱いに同意します', link_url: 'javascript:alert(1)' },
    ],
  };

  it("sends the values by key and shows the server's Japanese messages at each field", async () => {
    const submitForm = jest.fn(() =>
      Promise.reject(new ApiError(400, 'validation_error', '入力内容を確認してください', { 'values.email': 'メールアドレスの形式が正しくありません', agree: '同意が必要です' })),
    );
    const element = render(message({ form }), context({ submitForm }));
    const formElement = element.querySelector('form')!;
    (formElement.querySelector('input[name="name"]') as HTMLInputElement).value = '山田';
    (formElement.querySelector('input[name="email"]') as HTMLInputElement).value = 'yamada@';
    (formElement.querySelector('input[value="予約"]') as HTMLInputElement).checked = true;
    formElement.requestSubmit();
    expect(submitForm).toHaveBeenCalledWith(expect.objectContaining({ id: 'm1' }), { name: '山田', email: 'yamada@', topic: '予約', agree: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const email = formElement.querySelector('input[name="email"]')!;
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const errorId = email.getAttribute('aria-describedby')!.split(' ')[1]!;
    expect(document.getElementById(errorId)?.textContent).toBe('メールアドレスの形式が正しくありません');
    expect(formElement.textContent).toContain('同意が必要です');
    expect(formElement.querySelector('input[name="name"]')?.getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(email);
    // The consent link was not http(s): plain text.
    expect(formElement.querySelector('.consent a')).toBeNull();
  });

  it('shows the thank-you message instead of the form the visitor already sent (after a reload)', () => {
    const element = render(message({ form }), context({ answeredForm: (m) => (m.id === 'm1' ? 'ありがとうございました' : null) }));
    expect(element.querySelector('form')).toBeNull();
    expect(element.querySelector('.thanks[role="status"]')?.textContent).toBe('ありがとうございました');
  });

  it("gives way to the owner's thank-you message once accepted", async () => {
    const element = render(message({ form }), context());
    element.querySelector('form')!.requestSubmit();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(element.querySelector('form')).toBeNull();
    expect(element.querySelector('.thanks')?.textContent).toBe('ありがとうございました');
  });
});
