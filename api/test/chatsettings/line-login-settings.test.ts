import { LINE_LOGIN_SETTINGS_DEFAULTS, type LineLoginSettingsRequest, lineLoginSettingsResponseSchema } from 'shared-contracts';
import { testDatabase } from '../helper';
import { appWithTwoOwners, type OwnerClient, ownerClient, refusal } from './owner-client';

const SECRET = '0123456789abcdef0123456789abcdef';
const NEW_SECRET = 'fedcba9876543210fedcba9876543210';
const ON: LineLoginSettingsRequest = { enabled: true, channel_id: '1657000000', sign_in_requirement: 'before_chat' };

describe(`LINE login settings (${testDatabase})`, () => {
  const { t, owner, other } = appWithTwoOwners({ publicApiUrl: 'https://api.example.jp/' }, { persistent: true });
  afterAll(async () => {
    for (const body of t.sentBodies()) {
      expect(body).not.toContain(SECRET);
      expect(body).not.toContain(NEW_SECRET);
    }
  });

  const get = async (client: OwnerClient) => lineLoginSettingsResponseSchema.strict().parse((await client.get('line-login-settings')).json());

  it('answers the defaults and the callback URL to register with LINE', async () => {
    expect(await get(owner)).toEqual({
      ...LINE_LOGIN_SETTINGS_DEFAULTS,
      mail_enabled: false,
      // No transport configured for this test app: the screen says mail cannot be sent.
      mail_available: false,
      channel_secret_status: 'unset',
      callback_url: 'https://api.example.jp/api/v1/public/line/callback',
      updated_at: null,
    });
  });

  it('refuses to switch on without a channel ID, or without a channel secret stored or sent', async () => {
    expect(refusal(await owner.put('line-login-settings', { ...ON, channel_id: '' }))).toEqual({
      status: 400,
      code: 'validation_error',
      fields: { channel_id: 'LINEログインを有効にするにはチャネルIDを入力してください' },
    });
    expect(refusal(await owner.put('line-login-settings', ON))).toEqual({
      status: 400,
      code: 'validation_error',
      fields: { channel_secret: 'LINEログインを有効にするにはチャネルシークレットを入力してください' },
    });
    expect((await get(owner)).updated_at).toBeNull();
  });

  it('stores the channel secret write-only', async () => {
    const response = await owner.put('line-login-settings', { ...ON, channel_secret: SECRET });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...ON,
      mail_enabled: false,
      mail_available: false,
      channel_secret_status: 'set',
      callback_url: 'https://api.example.jp/api/v1/public/line/callback',
      updated_at: expect.any(String),
    });
    expect(response.body).not.toContain(SECRET);
  });

  it('keeps the stored secret when saving without one, replaces it, and refuses to switch on after deleting it', async () => {
    expect((await owner.put('line-login-settings', { ...ON, sign_in_requirement: 'before_form' })).json()).toMatchObject({
      sign_in_requirement: 'before_form',
      channel_secret_status: 'set',
    });
    expect((await owner.put('line-login-settings', { ...ON, channel_secret: NEW_SECRET })).json()).toMatchObject({ channel_secret_status: 'set' });
    expect((await owner.put('line-login-settings', { ...ON, channel_secret: null })).statusCode).toBe(400);
    expect((await owner.put('line-login-settings', { ...ON, enabled: false, channel_secret: null })).json()).toMatchObject({
      enabled: false,
      channel_secret_status: 'unset',
    });
  });

  it('saves mail sign-in on its own, keeps it when a client sends only the LINE fields, even where no mail can be sent', async () => {
    const mailOnly = await other.put('line-login-settings', { ...LINE_LOGIN_SETTINGS_DEFAULTS, mail_enabled: true });
    expect(mailOnly.statusCode).toBe(200);
    expect(mailOnly.json()).toMatchObject({ enabled: false, mail_enabled: true, mail_available: false });
    expect(await get(other)).toMatchObject({ mail_enabled: true, sign_in_requirement: 'never' });
    const { mail_enabled: _mail, ...lineOnly } = LINE_LOGIN_SETTINGS_DEFAULTS;
    expect((await other.put('line-login-settings', { ...lineOnly, sign_in_requirement: 'before_chat' })).json()).toMatchObject({ mail_enabled: true });
    expect((await other.put('line-login-settings', { ...LINE_LOGIN_SETTINGS_DEFAULTS, mail_enabled: false })).json()).toMatchObject({ mail_enabled: false });
    expect(refusal(await other.put('line-login-settings', { ...LINE_LOGIN_SETTINGS_DEFAULTS, mail_enabled: 'yes' }))).toEqual({
      status: 400,
      code: 'validation_error',
      fields: { mail_enabled: 'オンかオフを選んでください' },
    });
  });

  it.each([
    ['a channel ID with letters', { ...ON, channel_id: '16570abc' }, 'channel_id', 'チャネルIDは半角数字で入力してください（LINE Developersコンソールの「チャネル基本設定」に表示されています）'],
    ['a short channel secret', { ...ON, channel_secret: 'abc' }, 'channel_secret', 'チャネルシークレットは32文字の半角英数字（0〜9、a〜f）で入力してください'],
    ['an unknown requirement', { ...ON, sign_in_requirement: 'always' }, 'sign_in_requirement', 'ログインが必要なタイミングを選んでください'],
  ])('refuses %s with the message the form shows', async (_label, body, field, message) => {
    expect(refusal(await owner.put('line-login-settings', body))).toEqual({ status: 400, code: 'validation_error', fields: { [field]: message } });
  });

  it("keeps one owner's channel from another", async () => {
    await owner.put('line-login-settings', { ...ON, channel_secret: SECRET });
    const third = ownerClient(t, await t.ownerSession());
    expect(await get(third)).toMatchObject({ ...LINE_LOGIN_SETTINGS_DEFAULTS, channel_secret_status: 'unset', updated_at: null });
    // The other owner's own secret does not count as this owner's.
    expect((await third.put('line-login-settings', ON)).statusCode).toBe(400);
  });

  it('keeps the settings and the secret across a restart', async () => {
    const before = await get(owner);
    await t.restart();
    expect(await get(owner)).toEqual(before);
    expect(before.channel_secret_status).toBe('set');
  });
});
