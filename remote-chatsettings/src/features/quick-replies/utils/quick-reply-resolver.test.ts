import { NEW_QUICK_REPLY } from './form-values';
import { formFieldErrors, quickReplyResolver } from './quick-reply-resolver';

const resolve = (values: Partial<typeof NEW_QUICK_REPLY>) =>
  quickReplyResolver({ ...NEW_QUICK_REPLY, ...values }, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('quickReplyResolver', () => {
  it('sends only the chosen action, trimmed, with the defaults filled', async () => {
    const result = await resolve({ label: ' 料金 ', actionType: 'open_link', url: 'https://example.com/price', text: '残った下書き' });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      label: '料金',
      action: { type: 'open_link', url: 'https://example.com/price' },
      placement: 'both',
      enabled: true,
    });
  });

  it("puts the schema's messages on the dialog's fields", async () => {
    const result = await resolve({ label: '', actionType: 'fixed_reply', message: '' });
    expect(result.errors.label?.message).toBe('ボタンの表示名を入力してください');
    expect(result.errors.message?.message).toBe('返答メッセージを入力してください');
  });

  it('refuses a label longer than 20 characters as counted on screen', async () => {
    expect((await resolve({ label: 'あ'.repeat(21), text: 'x' })).errors.label?.message).toBe('ボタンの表示名は20文字以内で入力してください');
    expect((await resolve({ label: '👨‍👩‍👧‍👦'.repeat(20), text: 'x' })).errors).toEqual({});
  });

  it('refuses a link that is not http(s)', async () => {
    const result = await resolve({ label: 'a', actionType: 'open_link', url: 'javascript:alert(1)' });
    expect(result.errors.url?.message).toMatch(/^リンク先のURLは http:\/\/ または https:\/\/ で始まるURL/);
  });

  it("renames the API's field paths", () => {
    expect(formFieldErrors({ 'action.url': 'x', label: 'y', 'other.path': 'z' })).toEqual({ url: 'x', label: 'y' });
  });
});
