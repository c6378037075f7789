import {
  QUICK_REPLY_ACTION_LABELS,
  QUICK_REPLY_ACTION_TYPES,
  QUICK_REPLY_PLACEMENT_LABELS,
  quickReplyCreateRequestSchema as schema,
  quickReplyListResponseSchema,
  quickReplyReorderRequestSchema,
  quickReplyUpdateRequestSchema,
} from '../../src';
import { expectAccepted, expectRefused, times } from './expect-issues';

const FORM_ID = '0b8f7f53-2a8e-4f6c-9a57-3c1c1f7a9e10';
const valid = { label: '料金について', action: { type: 'send_text', text: '料金プランを教えてください' } };
const withField = (patch: Record<string, unknown>) => ({ ...valid, ...patch });
const withAction = (action: unknown) => ({ ...valid, action });

describe('quickReplyCreateRequestSchema', () => {
  it('defaults to shown at the start and after answers, switched on', () => {
    expect(schema.parse(valid)).toEqual({ ...valid, placement: 'both', enabled: true });
  });
  it('is also the update (whole replacement) schema', () => {
    expect(quickReplyUpdateRequestSchema).toBe(schema);
  });

  describe('label (1〜20 characters as a Japanese user counts them)', () => {
    it.each([
      ['20 kanji', times('料', 20)],
      ['20 emoji with skin tones (80 UTF-16 units)', times('👍🏽', 20)],
      ['20 ZWJ families (220 UTF-16 units)', times('👨‍👩‍👧‍👦', 20)],
      ['20 が with combining marks', times('か\u3099', 20)],
      ['20 half-width ｶﾞ', times('ｶﾞ', 20)],
      ['20 surrogate pairs', times('𠮷', 20)],
    ])('accepts %s', (_name, label) => expectAccepted(schema, withField({ label })));
    it.each([
      ['21 kanji', times('料', 21)],
      ['21 emoji', times('👍🏽', 21)],
      ['21 half-width ｶﾞ', times('ｶﾞ', 21)],
    ])('refuses %s', (_name, label) =>
      expectRefused(schema, withField({ label }), ['label'], 'ボタンの表示名は20文字以内で入力してください'));
    it('refuses an empty label', () =>
      expectRefused(schema, withField({ label: ' ' }), ['label'], 'ボタンの表示名を入力してください'));
  });

  describe('action (discriminated by type)', () => {
    it('labels every action type', () => {
      expect(QUICK_REPLY_ACTION_TYPES.map((t) => QUICK_REPLY_ACTION_LABELS[t])).toEqual([
        'テキストを送信する',
        '決まった返答を表示する',
        'リンクを開く',
        'フォームを開く',
      ]);
    });
    it.each([
      { type: 'send_text', text: '営業時間は？' },
      { type: 'fixed_reply', message: '営業時間は平日9時〜18時です。', image_media_id: null },
      { type: 'fixed_reply', message: '店内の様子です。', image_media_id: FORM_ID },
      { type: 'open_link', url: 'https://example.com/contact' },
      { type: 'open_link', url: 'http://example.com/' },
      { type: 'open_form', form_id: FORM_ID },
    ])('accepts %j', (action) => {
      expect(schema.parse(withAction(action)).action).toEqual(action);
    });
    it('reads a fixed reply saved before pictures as text only, and refuses a malformed picture id', () => {
      expect(schema.parse(withAction({ type: 'fixed_reply', message: 'a' })).action).toEqual({ type: 'fixed_reply', message: 'a', image_media_id: null });
      expectRefused(
        schema,
        withAction({ type: 'fixed_reply', message: 'a', image_media_id: 'logo.png' }),
        ['action', 'image_media_id'],
        '画像の指定が正しくありません。メディアライブラリから選び直してください',
      );
    });
    it('keeps only the fields of the chosen type', () => {
      expect(schema.parse(withAction({ type: 'send_text', text: 'a', url: 'https://x.com' })).action).toEqual({
        type: 'send_text',
        text: 'a',
      });
    });
    it.each([{ type: 'call_phone' }, {}])('refuses an unknown type %j', (action) =>
      expectRefused(schema, withAction(action), ['action', 'type'], 'ボタンを押したときの動作を選んでください'));
    it('refuses a missing action', () =>
      expectRefused(schema, { label: 'a' }, ['action'], 'ボタンを押したときの動作を選んでください'));
    it('asks for the field the chosen type needs', () => {
      expectRefused(schema, withAction({ type: 'send_text' }), ['action', 'text'], '送信するテキストを入力してください');
      expectRefused(schema, withAction({ type: 'fixed_reply', message: '' }), ['action', 'message'], '返答メッセージを入力してください');
      expectRefused(schema, withAction({ type: 'open_form', form_id: '7' }), ['action', 'form_id'], '開くフォームを選んでください');
    });
    it('bounds send_text at 200 and fixed_reply at 1000 characters', () => {
      expectAccepted(schema, withAction({ type: 'send_text', text: times('あ', 200) }));
      expectRefused(
        schema,
        withAction({ type: 'send_text', text: times('あ', 201) }),
        ['action', 'text'],
        '送信するテキストは200文字以内で入力してください',
      );
      expectAccepted(schema, withAction({ type: 'fixed_reply', message: times('あ', 1000) }));
      expectRefused(
        schema,
        withAction({ type: 'fixed_reply', message: times('あ', 1001) }),
        ['action', 'message'],
        '返答メッセージは1000文字以内で入力してください',
      );
    });
    it.each(['javascript:alert(1)', 'ftp://example.com/file', '/contact', 'example.com', 'data:text/html,hi', 'https:///contact'])(
      'refuses a link to %j',
      (url) =>
        expectRefused(
          schema,
          withAction({ type: 'open_link', url }),
          ['action', 'url'],
          'リンク先のURLは http:// または https:// で始まるURLを入力してください（例: https://example.com/contact）',
        ),
    );
    it('refuses a link with credentials in it', () =>
      expectRefused(
        schema,
        withAction({ type: 'open_link', url: 'https://user:pass@example.com/' }),
        ['action', 'url'],
        'リンク先のURLにユーザー名やパスワードを含めないでください',
      ));
  });

  describe('placement', () => {
    it('labels the three placements', () => {
      expect(QUICK_REPLY_PLACEMENT_LABELS).toEqual({
        start: '会話の開始時',
        after_answer: '回答の後',
        both: '会話の開始時と回答の後',
      });
    });
    it.each(['start', 'after_answer', 'both'])('accepts %s', (placement) => expectAccepted(schema, withField({ placement })));
    it('refuses anything else', () =>
      expectRefused(schema, withField({ placement: 'middle' }), ['placement'], '表示するタイミングを選んでください'));
  });
});

describe('quickReplyReorderRequestSchema', () => {
  const id = (n: number) => `0b8f7f53-2a8e-4f6c-9a57-${n.toString().padStart(12, '0')}`;
  it('accepts up to 50 distinct ids', () => {
    expectAccepted(quickReplyReorderRequestSchema, { ids: Array.from({ length: 50 }, (_, i) => id(i)) });
    expectAccepted(quickReplyReorderRequestSchema, { ids: [] });
  });
  it('refuses 51 ids', () =>
    expectRefused(
      quickReplyReorderRequestSchema,
      { ids: Array.from({ length: 51 }, (_, i) => id(i)) },
      ['ids'],
      'クイックリプライは50件までです',
    ));
  it('refuses an id given twice', () =>
    expectRefused(quickReplyReorderRequestSchema, { ids: [id(1), id(2), id(1)] }, ['ids'], '同じクイックリプライが2回含まれています'));
  it('refuses what is not an id', () =>
    expectRefused(quickReplyReorderRequestSchema, { ids: ['1'] }, ['ids', 0], 'IDの形式が正しくありません'));
});

describe('quickReplyListResponseSchema', () => {
  it('reads the whole ordered set', () => {
    const item = {
      id: FORM_ID,
      label: '料金について',
      action: { type: 'open_form', form_id: FORM_ID },
      placement: 'start',
      enabled: false,
      sort_order: 0,
      created_at: '2026-11-21T00:00:00.000Z',
      updated_at: '2026-11-21T00:00:00.000Z',
    };
    expect(quickReplyListResponseSchema.parse({ data: [item] })).toEqual({ data: [item] });
    expect(quickReplyListResponseSchema.safeParse({ data: [{ ...item, sort_order: -1 }] }).success).toBe(false);
  });
});
