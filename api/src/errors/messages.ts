/**
 * Every message the API sends to a person, in one place (Japanese first; a second language is a second file).
 * Field messages of request bodies live with their schemas in shared-contracts.
 */
export const messages = {
  validation: '入力内容に誤りがあります',
  badRequest: 'リクエストの形式が正しくありません',
  unsupportedMediaType: 'この形式のリクエストには対応していません',
  payloadTooLarge: 'リクエストのサイズが大きすぎます',
  unauthorized: 'ログインが必要です。もう一度ログインしてください。',
  tokenExpired: 'ログインの有効期限が切れました。もう一度ログインしてください。',
  forbidden: 'この操作を行う権限がありません',
  notFound: '見つかりません',
  methodNotAllowed: 'この操作には対応していません',
  conflict: 'ほかの変更と競合しました。画面を再読み込みしてからもう一度お試しください。',
  tooManyRequests: 'リクエストが多すぎます。しばらく時間をおいてから再度お試しください。',
  internal: 'サーバーでエラーが発生しました。時間をおいてもう一度お試しください。',
  invalidCredentials: 'メールアドレスまたはパスワードが正しくありません',
  tooManyLoginAttempts: 'ログインの試行回数が上限に達しました。しばらく時間をおいてから再度お試しください。',
  invalidRefreshToken: 'ログインの有効期限が切れました。もう一度ログインしてください。',
} as const;
