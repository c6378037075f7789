import { CHAT_UI_SETTINGS_DEFAULTS, type ChatUiSettings, chatUiSettingsResponseSchema } from 'shared-contracts';
import { testDatabase } from '../helper';
import { appWithTwoOwners, refusal } from './owner-client';

const SAVED: ChatUiSettings = {
  title: 'サポート窓口',
  welcome_message: 'お困りのことはありませんか？',
  input_placeholder: '質問を入力してください',
  theme_color: '#0EA5E9',
  launcher_side: 'left',
  launcher_offset: { x: 0, y: 200 },
  open_on_load: true,
  show_quick_replies: false,
  show_avatar: false,
};

describe(`chat UI settings (${testDatabase})`, () => {
  const { t, owner, other } = appWithTwoOwners({}, { persistent: true });

  it('answers the defaults, with updated_at null, before the first save', async () => {
    const response = await owner.get('chat-ui-settings');
    expect(response.statusCode).toBe(200);
    expect(chatUiSettingsResponseSchema.strict().parse(response.json())).toEqual({ ...CHAT_UI_SETTINGS_DEFAULTS, updated_at: null });
  });

  it('saves the whole document, trimmed, and answers it back', async () => {
    const response = await owner.put('chat-ui-settings', { ...SAVED, title: '  サポート窓口  ' });
    expect(response.statusCode).toBe(200);
    const body = chatUiSettingsResponseSchema.strict().parse(response.json());
    expect(body).toEqual({ ...SAVED, updated_at: expect.any(String) });
    expect((await owner.get('chat-ui-settings')).json()).toEqual(body);
  });

  it.each([
    ['an empty title', { title: '' }, 'title', 'タイトルを入力してください'],
    ['a title of 31 characters', { title: 'あ'.repeat(31) }, 'title', 'タイトルは30文字以内で入力してください'],
    ['a colour name', { theme_color: 'purple' }, 'theme_color', 'テーマカラーは #7C3AED のように「#」と6桁の16進数で入力してください'],
    ['a launcher in the middle', { launcher_side: 'center' }, 'launcher_side', 'ランチャーの位置は右下か左下から選んでください'],
    ['an offset past the limit', { launcher_offset: { x: 201, y: 0 } }, 'launcher_offset.x', 'ランチャーの横の余白は0〜200pxの整数で入力してください'],
    ['a string for a switch', { open_on_load: 'yes' }, 'open_on_load', 'オンかオフを選んでください'],
  ])('refuses %s with the message the form shows', async (_label, change, field, message) => {
    const response = await owner.put('chat-ui-settings', { ...SAVED, ...change });
    expect(refusal(response)).toEqual({ status: 400, code: 'validation_error', fields: { [field]: message } });
  });

  it("keeps one owner's settings from another", async () => {
    expect((await other.get('chat-ui-settings')).json()).toEqual({ ...CHAT_UI_SETTINGS_DEFAULTS, updated_at: null });
    await other.put('chat-ui-settings', { ...SAVED, title: 'ほかのオーナー' });
    expect((await owner.get('chat-ui-settings')).json()).toMatchObject({ title: 'サポート窓口' });
  });

  it('keeps the saved settings across a restart on the same database', async () => {
    const before = (await owner.get('chat-ui-settings')).json();
    await t.restart();
    expect((await owner.get('chat-ui-settings')).json()).toEqual(before);
  });

  it('needs a signed-in owner', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/chat-ui-settings' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/chat-ui-settings', payload: SAVED })).statusCode).toBe(401);
  });
});
