import {
  LINE_LOGIN_SETTINGS_DEFAULTS,
  LOGIN_TYPE_COLUMN_LABELS,
  LOGIN_TYPE_FILTERS,
  LOGIN_TYPE_FILTER_LABELS,
  SIGN_IN_REQUIREMENT_LABELS,
  lineLoginSettingsRequestSchema as schema,
  lineLoginSettingsResponseSchema,
  loginTypeColumnLabel,
  visitorAccountListQuerySchema,
  visitorAccountListResponseSchema,
} from '../../src';
import { expectAccepted, expectRefused, times } from './expect-issues';

const SECRET = '0123456789abcdef0123456789ABCDEF';
const enabled = { enabled: true, channel_id: '1234567890', sign_in_requirement: 'before_chat', channel_secret: SECRET };

describe('lineLoginSettingsRequestSchema', () => {
  it('accepts the defaults of a fresh account: off, no channel, no mail sign-in, sign-in optional', () => {
    expect(LINE_LOGIN_SETTINGS_DEFAULTS).toEqual({ enabled: false, channel_id: '', sign_in_requirement: 'never', mail_enabled: false });
    expectAccepted(schema, LINE_LOGIN_SETTINGS_DEFAULTS);
  });
  it('accepts a configured channel', () => {
    expect(schema.parse(enabled)).toEqual(enabled);
  });
  it('needs a channel ID to switch LINE Login on', () =>
    expectRefused(schema, { ...enabled, channel_id: '' }, ['channel_id'], 'LINEログインを有効にするにはチャネルIDを入力してください'));
  it.each(['１２３４５６７８９０', '12345abcde', '123-456', '12 34'])('refuses the channel ID %j', (channel_id) =>
    expectRefused(
      schema,
      { ...enabled, channel_id },
      ['channel_id'],
      'チャネルIDは半角数字で入力してください（LINE Developersコンソールの「チャネル基本設定」に表示されています）',
    ));
  it('accepts 20 digits and refuses 21', () => {
    expectAccepted(schema, { ...enabled, channel_id: times('9', 20) });
    expectRefused(schema, { ...enabled, channel_id: times('9', 21) }, ['channel_id'], 'チャネルIDは20桁以内で入力してください');
  });

  describe('channel_secret (write-only)', () => {
    it('keeps the stored secret when absent and deletes it with null', () => {
      const { channel_secret: _secret, ...withoutSecret } = enabled;
      expect(schema.parse(withoutSecret)).not.toHaveProperty('channel_secret');
      expect(schema.parse({ ...enabled, channel_secret: null }).channel_secret).toBeNull();
    });
    it.each([times('a', 31), times('a', 33), times('g', 32), `${times('a', 16)} ${times('a', 15)}`])(
      'refuses %j: not 32 hexadecimal characters',
      (channel_secret) =>
        expectRefused(
          schema,
          { ...enabled, channel_secret },
          ['channel_secret'],
          'チャネルシークレットは32文字の半角英数字（0〜9、a〜f）で入力してください',
        ),
    );
    it('refuses an empty secret', () =>
      expectRefused(schema, { ...enabled, channel_secret: '' }, ['channel_secret'], 'チャネルシークレットを入力してください'));
  });

  describe('mail_enabled', () => {
    it('keeps the stored choice when absent (a client that knows only the LINE fields)', () => {
      expect(schema.parse(enabled)).not.toHaveProperty('mail_enabled');
      expect(schema.parse({ ...enabled, mail_enabled: true }).mail_enabled).toBe(true);
    });
    it('is a switch, independent of LINE being on', () => {
      expect(schema.parse({ ...LINE_LOGIN_SETTINGS_DEFAULTS, mail_enabled: true })).toMatchObject({ enabled: false, mail_enabled: true });
      expectRefused(schema, { ...enabled, mail_enabled: 'yes' }, ['mail_enabled'], 'オンかオフを選んでください');
    });
  });

  it('offers three sign-in requirements', () => {
    expect(SIGN_IN_REQUIREMENT_LABELS).toEqual({
      never: 'ログインは任意',
      before_chat: '会話を始める前にログインが必要',
      before_form: 'フォームを送信する前にログインが必要',
    });
    expectAccepted(schema, { ...enabled, sign_in_requirement: 'before_form' });
    expectRefused(
      schema,
      { ...enabled, sign_in_requirement: 'always' },
      ['sign_in_requirement'],
      'ログインが必要なタイミングを選んでください',
    );
  });
});

describe('lineLoginSettingsResponseSchema', () => {
  it('answers the status of the secret and the callback URL, never the secret', () => {
    const answer = lineLoginSettingsResponseSchema.parse({
      ...enabled,
      mail_enabled: false,
      mail_available: true,
      channel_secret_status: 'set',
      callback_url: 'http://localhost:4000/api/v1/widget/line/callback',
      updated_at: null,
    });
    expect(answer).not.toHaveProperty('channel_secret');
    expect(JSON.stringify(answer)).not.toContain(SECRET);
    expect(answer.channel_secret_status).toBe('set');
  });
  it('always says whether mail is allowed and whether this server can send it', () => {
    const base = { ...LINE_LOGIN_SETTINGS_DEFAULTS, channel_secret_status: 'unset', callback_url: 'http://localhost:4000/x', updated_at: null };
    expect(lineLoginSettingsResponseSchema.safeParse({ ...base, mail_available: false }).success).toBe(true);
    const { mail_enabled: _mail, ...withoutMail } = base;
    expect(lineLoginSettingsResponseSchema.safeParse({ ...withoutMail, mail_available: false }).success).toBe(false);
    expect(lineLoginSettingsResponseSchema.safeParse(base).success).toBe(false);
  });
});

describe('visitor accounts', () => {
  it('labels the filter exactly as SPEC does, all first', () => {
    expect(LOGIN_TYPE_FILTERS.map((f) => LOGIN_TYPE_FILTER_LABELS[f])).toEqual([
      'すべてのアカウント',
      'LINEでログイン',
      'メールでログイン',
    ]);
  });
  it('shows メール, LINE or a dash in the login-type column', () => {
    expect(LOGIN_TYPE_COLUMN_LABELS).toEqual({ mail: 'メール', line: 'LINE', '': '-' });
    expect(loginTypeColumnLabel('mail')).toBe('メール');
    expect(loginTypeColumnLabel('line')).toBe('LINE');
    expect(loginTypeColumnLabel(null)).toBe('-');
    expect(loginTypeColumnLabel(undefined)).toBe('-');
  });

  it('lists 50 newest first by created_at, all login types, no search, by default', () => {
    expect(visitorAccountListQuerySchema.parse({})).toEqual({
      page: 1,
      limit: 50,
      sort_by: 'created_at',
      sort_order: 'desc',
      login_type: '',
      q: '',
    });
  });
  it.each(['', 'mail', 'line'])('filters by login type %j', (login_type) => {
    expect(visitorAccountListQuerySchema.parse({ login_type }).login_type).toBe(login_type);
  });
  it('refuses another login type', () =>
    expectRefused(visitorAccountListQuerySchema, { login_type: 'sms' }, ['login_type'], 'ログイン方法の絞り込みが正しくありません'));
  it('searches by name or mail, trimmed and bounded', () => {
    expect(visitorAccountListQuerySchema.parse({ q: ' sato@example.jp ', limit: '500' })).toMatchObject({ q: 'sato@example.jp', limit: 500 });
    expectRefused(visitorAccountListQuerySchema, { q: times('q', 101) }, ['q'], '検索語は100文字以内で入力してください');
  });

  it('reads accounts of both login types', () => {
    const base = { created_at: '2026-11-20T00:00:00.000Z', last_login_at: '2026-11-21T09:00:00+09:00' };
    const page = {
      data: [
        { ...base, id: '7e0f3c1a-1111-4a2b-8c3d-000000000001', name: '佐藤 花子', email: 'hanako@example.jp', login_type: 'mail', line_user_id: null },
        { ...base, id: '7e0f3c1a-1111-4a2b-8c3d-000000000002', name: 'たろう', email: null, login_type: 'line', line_user_id: `U${times('0', 32)}` },
      ],
      total_records: 2,
      page: 1,
      limit: 50,
    };
    expect(visitorAccountListResponseSchema.parse(page)).toEqual(page);
    expect(visitorAccountListResponseSchema.safeParse({ ...page, data: [{ ...page.data[0], login_type: 'sms' }] }).success).toBe(false);
  });
});
