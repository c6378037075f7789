import { loginRequestSchema, listQuerySchema } from '../src';

describe('loginRequestSchema', () => {
  it('accepts a mail address and password, trimming the address', () => {
    expect(loginRequestSchema.parse({ email: ' owner@example.jp ', password: 'pw' })).toEqual({
      email: 'owner@example.jp',
      password: 'pw',
    });
  });
  it.each([
    [{ email: '', password: 'x' }, 'email', 'メールアドレスを入力してください'],
    [{ email: 'not-mail', password: 'x' }, 'email', 'メールアドレスの形式が正しくありません'],
    [{ email: 'a@example.jp', password: '' }, 'password', 'パスワードを入力してください'],
    [{ email: 'a@example.jp', password: 'x'.repeat(129) }, 'password', 'パスワードは128文字以内で入力してください'],
  ])('refuses %j at %s with a Japanese message', (input, field, message) => {
    const result = loginRequestSchema.safeParse(input);
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path[0] === field);
    expect(issue?.message).toBe(message);
  });
});

describe('listQuerySchema', () => {
  it('defaults to 50 newest first by created_at', () => {
    expect(listQuerySchema.parse({})).toEqual({ page: 1, limit: 50, sort_by: 'created_at', sort_order: 'desc' });
  });
  it('reads query strings and SPEC spelling Updated_at', () => {
    expect(listQuerySchema.parse({ page: '2', limit: '500', sort_by: 'Updated_at', sort_order: 'asc' })).toEqual({
      page: 2,
      limit: 500,
      sort_by: 'updated_at',
      sort_order: 'asc',
    });
  });
  it.each([{ limit: '20' }, { page: '0' }, { sort_by: 'name' }, { sort_order: 'up' }])('refuses %j', (q) => {
    expect(listQuerySchema.safeParse(q).success).toBe(false);
  });
});
