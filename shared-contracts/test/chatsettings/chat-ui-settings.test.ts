import {
  CHAT_UI_SETTINGS_DEFAULTS,
  LAUNCHER_SIDE_LABELS,
  chatUiSettingsRequestSchema as schema,
  chatUiSettingsResponseSchema,
} from '../../src';
import { expectAccepted, expectRefused, times } from './expect-issues';

const valid = CHAT_UI_SETTINGS_DEFAULTS;
const withField = (patch: Record<string, unknown>) => ({ ...valid, ...patch });

describe('chatUiSettingsRequestSchema', () => {
  it('accepts the defaults of a fresh account', () => {
    expect(schema.parse(valid)).toEqual(valid);
  });

  describe('title (1〜30 characters, one line)', () => {
    it.each([
      ['30 kanji', times('設', 30)],
      ['30 family emoji (330 UTF-16 units)', times('👨‍👩‍👧‍👦', 30)],
      ['30 half-width voiced kana', times('ｶﾞ', 30)],
    ])('accepts %s', (_name, title) => expectAccepted(schema, withField({ title })));
    it('refuses 31 characters', () =>
      expectRefused(schema, withField({ title: times('設', 31) }), ['title'], 'タイトルは30文字以内で入力してください'));
    it.each(['', '   ', undefined])('refuses a missing title (%j)', (title) =>
      expectRefused(schema, withField({ title }), ['title'], 'タイトルを入力してください'));
    it('refuses a line break', () =>
      expectRefused(schema, withField({ title: 'AI\nチャット' }), ['title'], 'タイトルに改行は入れられません'));
    it('trims surrounding spaces', () => {
      expect(schema.parse(withField({ title: '  AIチャット ' })).title).toBe('AIチャット');
    });
  });

  describe('welcome_message (0〜100 characters)', () => {
    it('accepts empty (no bubble) and 100 characters', () => {
      expectAccepted(schema, withField({ welcome_message: '' }));
      expectAccepted(schema, withField({ welcome_message: times('あ', 100) }));
    });
    it('refuses 101 characters', () =>
      expectRefused(
        schema,
        withField({ welcome_message: times('あ', 101) }),
        ['welcome_message'],
        'ウェルカムメッセージは100文字以内で入力してください',
      ));
  });

  describe('input_placeholder (0〜50 characters)', () => {
    it('accepts empty and 50 characters', () => {
      expectAccepted(schema, withField({ input_placeholder: '' }));
      expectAccepted(schema, withField({ input_placeholder: times('入', 50) }));
    });
    it('refuses 51 characters', () =>
      expectRefused(
        schema,
        withField({ input_placeholder: times('入', 51) }),
        ['input_placeholder'],
        '入力欄のヒントは50文字以内で入力してください',
      ));
  });

  describe('theme_color (#RRGGBB)', () => {
    it.each(['#6d28d9', '#ABCDEF', '#000000', '#ffffff'])('accepts %s', (theme_color) =>
      expectAccepted(schema, withField({ theme_color })));
    it.each(['6d28d9', '#6d28d', '#6d28d9a', '#GGGGGG', '#fff', 'purple', 'rgb(0,0,0)', ''])('refuses %j', (theme_color) =>
      expectRefused(
        schema,
        withField({ theme_color }),
        ['theme_color'],
        'テーマカラーは #7C3AED のように「#」と6桁の16進数で入力してください',
      ));
  });

  describe('launcher', () => {
    it('offers the right and the left corner, labelled in Japanese', () => {
      expect(LAUNCHER_SIDE_LABELS).toEqual({ right: '右下', left: '左下' });
      expectAccepted(schema, withField({ launcher_side: 'left' }));
      expectRefused(
        schema,
        withField({ launcher_side: 'center' }),
        ['launcher_side'],
        'ランチャーの位置は右下か左下から選んでください',
      );
    });
    it.each([0, 200])('accepts an offset of %ipx', (n) => expectAccepted(schema, withField({ launcher_offset: { x: n, y: n } })));
    it.each([-1, 201, 1.5, '24', null])('refuses an offset of %j', (n) => {
      expectRefused(
        schema,
        withField({ launcher_offset: { x: n, y: 24 } }),
        ['launcher_offset', 'x'],
        'ランチャーの横の余白は0〜200pxの整数で入力してください',
      );
      expectRefused(
        schema,
        withField({ launcher_offset: { x: 24, y: n } }),
        ['launcher_offset', 'y'],
        'ランチャーの下の余白は0〜200pxの整数で入力してください',
      );
    });
  });

  it.each(['open_on_load', 'show_quick_replies', 'show_avatar'])('takes %s as a boolean only', (field) => {
    expectAccepted(schema, withField({ [field]: false }));
    expectRefused(schema, withField({ [field]: 'true' }), [field], 'オンかオフを選んでください');
  });
});

describe('chatUiSettingsResponseSchema', () => {
  it('answers the settings with updated_at, null before the first save', () => {
    expectAccepted(chatUiSettingsResponseSchema, { ...valid, updated_at: null });
    expectAccepted(chatUiSettingsResponseSchema, { ...valid, updated_at: '2026-11-21T03:04:05.678Z' });
    expect(chatUiSettingsResponseSchema.safeParse(valid).success).toBe(false);
  });
});
