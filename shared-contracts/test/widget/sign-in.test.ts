import {
  SIGN_IN_ERROR_CODES,
  SIGN_IN_ERROR_MESSAGES,
  mailSignInStartRequestSchema,
  mailSignInVerifyRequestSchema,
  signInResponseSchema,
} from '../../src';

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('widget sign-in contract', () => {
  it('takes a mail address trimmed and refuses a malformed one in Japanese', () => {
    expect(mailSignInStartRequestSchema.parse({ email: '  hanako@example.jp ' })).toEqual({ email: 'hanako@example.jp' });
    expect(messagesOf(mailSignInStartRequestSchema.safeParse({ email: '' }))).toEqual(['メールアドレスを入力してください']);
    expect(messagesOf(mailSignInStartRequestSchema.safeParse({ email: 'hanako' }))).toEqual(['メールアドレスの形式が正しくありません']);
  });

  it('reads a code typed with full-width digits or spaces as the same six digits', () => {
    expect(mailSignInVerifyRequestSchema.parse({ email: 'a@example.jp', code: '１２３ ４５６' }).code).toBe('123456');
    expect(messagesOf(mailSignInVerifyRequestSchema.safeParse({ email: 'a@example.jp', code: '12345' }))).toEqual([
      '確認コードは6桁の数字で入力してください',
    ]);
    expect(messagesOf(mailSignInVerifyRequestSchema.safeParse({ email: 'a@example.jp', code: '' }))).toEqual(['確認コードを入力してください']);
  });

  it('answers the account with its kind and display name only', () => {
    expect(signInResponseSchema.parse({ account: { kind: 'line', display_name: '山田 花子', extra: 1 } })).toEqual({
      account: { kind: 'line', display_name: '山田 花子' },
    });
    expect(signInResponseSchema.safeParse({ account: { kind: 'google', display_name: 'x' } }).success).toBe(false);
  });

  it('has a Japanese message for every refusal code', () => {
    for (const code of SIGN_IN_ERROR_CODES) expect(SIGN_IN_ERROR_MESSAGES[code]).toMatch(/[ぁ-んァ-ン一-龥]/);
  });
});
