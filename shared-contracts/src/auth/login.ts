import { z } from 'zod';

export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** POST /api/v1/login. SPEC leaves the credential fields open; the console signs in by mail address. */
export const loginRequestSchema = z.object({
  email: z
    .string({ error: 'メールアドレスを入力してください' })
    .trim()
    .min(1, { error: 'メールアドレスを入力してください' })
    .max(EMAIL_MAX, { error: `メールアドレスは${EMAIL_MAX}文字以内で入力してください` })
    .pipe(z.email({ error: 'メールアドレスの形式が正しくありません' })),
  password: z
    .string({ error: 'パスワードを入力してください' })
    .min(1, { error: 'パスワードを入力してください' })
    .max(PASSWORD_MAX, { error: `パスワードは${PASSWORD_MAX}文字以内で入力してください` }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Stored whole in the browser (SPEC §3): these four fields at least. */
export const loginResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  user_name: z.string(),
  agent_id: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
