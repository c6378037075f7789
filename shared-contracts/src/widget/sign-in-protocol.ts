/**
 * Visitor sign-in as plain constants, with no imports, so the frame bundle can use them without zod
 * (the schemas are in sign-in.ts). P = `${WIDGET_PUBLIC_API_PREFIX}/${agentId}`; every call carries
 * `Authorization: Bearer <visitor_token>` except the LINE start, which a pop-up opens by URL:
 * - POST P/sign-in/mail {email} → 202 {sent_to, expires_in_seconds}: a one-time code by mail.
 * - POST P/sign-in/mail/verify {email, code} → 200 {account: {kind, display_name}}.
 * - GET P/sign-in/line?visitor_token=… → 302 to LINE Login; LINE comes back to the API's callback,
 *   whose page posts {source: 'avatar-chat', type: 'signed-in'} to its opener (target origin: the
 *   API's origin, where the frame lives) and closes. A refusal shows a Japanese page instead.
 * - DELETE P/sign-in → 204: the widget visitor signs out (the account stays in the owner's list).
 * Refusals answer {code, message} with one of SIGN_IN_ERROR_CODES and its Japanese message; the
 * message route answers 403 `sign_in_required` to a visitor without an account when the owner asks
 * visitors to sign in before chatting (config `sign_in.required`), and the form answer route 403
 * `sign_in_required_for_form` when a form answer needs one (config `sign_in.required_for_forms`).
 */

/** Paths below P/, without a leading slash. */
export const SIGN_IN_API_PATHS = {
  mailStart: 'sign-in/mail',
  mailVerify: 'sign-in/mail/verify',
  line: 'sign-in/line',
  signOut: 'sign-in',
} as const;

/** The LINE start's query parameter carrying the visitor token (a pop-up cannot send a header). */
export const LINE_SIGN_IN_TOKEN_PARAM = 'visitor_token';

export const SIGN_IN_CODE_LENGTH = 6;
/** How long a mailed code stays valid, and how many wrong tries it survives. */
export const SIGN_IN_CODE_TTL_MINUTES = 10;
export const SIGN_IN_CODE_MAX_TRIES = 5;

export const SIGN_IN_ERROR_CODES = [
  'sign_in_disabled',
  'code_invalid',
  'code_expired',
  'code_locked',
  'too_many_codes',
  'mail_failed',
  'sign_in_required',
  'sign_in_required_for_form',
] as const;
export type SignInErrorCode = (typeof SIGN_IN_ERROR_CODES)[number];

/** The server sends these words as `message`; the widget may show them as they are. */
export const SIGN_IN_ERROR_MESSAGES: Record<SignInErrorCode, string> = {
  sign_in_disabled: 'このログイン方法は現在ご利用いただけません',
  code_invalid: '確認コードが正しくありません。メールに届いた6桁のコードを入力してください',
  code_expired: '確認コードの有効期限が切れました。もう一度コードを送信してください',
  code_locked: '確認コードの入力に続けて失敗したため、このコードは使えなくなりました。もう一度コードを送信してください',
  too_many_codes: '確認コードの送信回数が上限に達しました。しばらく時間をおいてからお試しください',
  mail_failed: '確認コードのメールを送信できませんでした。しばらく時間をおいてからお試しください',
  sign_in_required: 'このチャットはログインしてからご利用いただけます。ログインしてからもう一度送信してください',
  sign_in_required_for_form: 'フォームを送信するにはログインが必要です。ログインしてからもう一度送信してください',
};
