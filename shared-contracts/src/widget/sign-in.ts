import { z } from 'zod';
import { EMAIL_MAX } from '../auth/login';
import { widgetAccountSchema } from './account';
import { SIGN_IN_CODE_LENGTH } from './sign-in-protocol';

/** Schemas of visitor sign-in; the routes and refusal codes are in sign-in-protocol.ts. */

export const signInEmailSchema = z
  .string({ error: 'メールアドレスを入力してください' })
  .trim()
  .min(1, { error: 'メールアドレスを入力してください' })
  .max(EMAIL_MAX, { error: `メールアドレスは${EMAIL_MAX}文字以内で入力してください` })
  .pipe(z.email({ error: 'メールアドレスの形式が正しくありません' }));

const CODE_PATTERN = new RegExp(`^[0-9]{${SIGN_IN_CODE_LENGTH}}$`);

export const signInCodeSchema = z
  .string({ error: '確認コードを入力してください' })
  // Full-width digits typed through a Japanese IME are the same code.
  .transform((value) => value.normalize('NFKC').replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: '確認コードを入力してください', abort: true })
      .regex(CODE_PATTERN, { error: `確認コードは${SIGN_IN_CODE_LENGTH}桁の数字で入力してください` }),
  );

export const mailSignInStartRequestSchema = z.object({ email: signInEmailSchema });
export type MailSignInStartRequest = z.input<typeof mailSignInStartRequestSchema>;

export const mailSignInStartResponseSchema = z.object({
  /** The address the code went to, as the server keeps it (lower case). */
  sent_to: z.string(),
  expires_in_seconds: z.number().int().positive(),
});
export type MailSignInStartResponse = z.infer<typeof mailSignInStartResponseSchema>;

export const mailSignInVerifyRequestSchema = z.object({ email: signInEmailSchema, code: signInCodeSchema });
export type MailSignInVerifyRequest = z.input<typeof mailSignInVerifyRequestSchema>;

/** The answer of a completed sign-in: the account, as POST P/conversations reports it too. */
export const signInResponseSchema = z.object({ account: widgetAccountSchema });
export type SignInResponse = z.infer<typeof signInResponseSchema>;
