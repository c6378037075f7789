import { z } from 'zod';
import { EMAIL_MAX } from '../auth/login';
import { LOGIN_TYPES } from '../chatsettings/visitor-account';

/**
 * Visitor sign-in inside the widget (P = /api/v1/public/widget/:agentId, every call with
 * `Authorization: Bearer <visitor_token>`):
 * - POST P/sign-in/mail {email} → 202 {sent_to, expires_in_seconds}: a one-time 6-digit code by mail.
 * - POST P/sign-in/mail/verify {email, code} → 200 {account}.
 * - GET P/sign-in/line?visitor_token=… → 302 to LINE Login (opened in a popup); the API's callback
 *   page then posts {source:'avatar-chat', type:'signed-in'} to its opener and closes.
 * - DELETE P/sign-in → 204: the visitor signs out of this widget (the account itself stays).
 * Refusals answer {code, message} with one of SIGN_IN_ERROR_CODES and a Japanese message.
 */

export const SIGN_IN_CODE_LENGTH = 6;
/** How long a mailed code stays valid, and how many wrong tries it survives. */
export const SIGN_IN_CODE_TTL_MINUTES = 10;
export const SIGN_IN_CODE_MAX_TRIES = 5;

export const signInEmailSchema = z
  .string({ error: 'メールアドレスを入力してください' })
  .trim()
  .min(1, { error: 'メールアドレスを入力してください' })
  .max(EMAIL_MAX, { error: `メールアドレスは${EMAIL_MAX}文字以内で入力してください` })
  .pipe(z.email({ error: 'メールアドレスの形式が正しくありません' }));

export const signInCodeSchema = z
  .string({ error: '確認コードを入力してください' })
  // Full-width digits typed through a Japanese IME are the same code.
  .transform((value) => value.normalize('NFKC').replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: '確認コードを入力してください' })
      .regex(/^[0-9]{6}$/, { error: `確認コードは${SIGN_IN_CODE_LENGTH}桁の数字で入力してください` }),
  );

export const mailSignInStartRequestSchema = z.object({ email: signInEmailSchema });
export type MailSignInStartRequest = z.input<typeof mailSignInStartRequestSchema>;

export const mailSignInStartResponseSchema = z.object({
  /** The address the code went to, as the server normalised it (lower case). */
  sent_to: z.string(),
  expires_in_seconds: z.number().int().positive(),
});
export type MailSignInStartResponse = z.infer<typeof mailSignInStartResponseSchema>;

export const mailSignInVerifyRequestSchema = z.object({ email: signInEmailSchema, code: signInCodeSchema });
export type MailSignInVerifyRequest = z.input<typeof mailSignInVerifyRequestSchema>;

/** The account the widget visitor is signed in with; also `account` in POST P/conversations' answer. */
export const widgetAccountSchema = z.object({
  kind: z.enum(LOGIN_TYPES),
  display_name: z.string(),
});
export type WidgetAccount = z.infer<typeof widgetAccountSchema>;

export const signInResponseSchema = z.object({ account: widgetAccountSchema });
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const SIGN_IN_ERROR_CODES = [
  'sign_in_disabled',
  'code_invalid',
  'code_expired',
  'code_locked',
  'too_many_codes',
  'mail_failed',
] as const;
export type SignInErrorCode = (typeof SIGN_IN_ERROR_CODES)[number];

/** What the widget shows for each refusal; the server sends the same words in `message`. */
export const SIGN_IN_ERROR_MESSAGES: Record<SignInErrorCode, string> = {
  sign_in_disabled: 'このログイン方法は現在ご利用いただけません',
  code_invalid: '確認コードが正しくありません。メールに届いた6桁のコードを入力してください',
  code_expired: '確認コードの有効期限が切れました。もう一度コードを送信してください',
  code_locked: '確認コードの入力に続けて失敗したため、このコードは使えなくなりました。もう一度コードを送信してください',
  too_many_codes: '確認コードの送信回数が上限に達しました。しばらく時間をおいてからお試しください',
  mail_failed: '確認コードのメールを送信できませんでした。しばらく時間をおいてからお試しください',
};

/** What the LINE callback page posts to the widget window that opened it. */
export const SIGN_IN_POPUP_MESSAGE = { source: 'avatar-chat', type: 'signed-in' } as const;
