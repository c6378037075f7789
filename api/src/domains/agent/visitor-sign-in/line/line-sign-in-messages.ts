import { SIGN_IN_ERROR_MESSAGES } from 'shared-contracts';

/** The pages of the LINE sign-in pop-up, in Japanese. */
export const lineSignInMessages = {
  title: 'LINEでログイン',
  signedIn: 'ログインしました。このウィンドウは自動で閉じます。閉じない場合は、このウィンドウを閉じてチャットに戻ってください。',
  disabled: SIGN_IN_ERROR_MESSAGES.sign_in_disabled,
  chatExpired: 'チャットの有効期限が切れました。チャットのページを再読み込みしてから、もう一度ログインしてください。',
  stateInvalid: 'ログインの有効期限が切れたか、すでに完了しています。チャットに戻って、もう一度ログインしてください。',
  cancelled: 'LINEでのログインがキャンセルされました。チャットに戻って、もう一度お試しください。',
  lineFailed: 'LINEとの通信に失敗しました。しばらく時間をおいてから、もう一度お試しください。',
  idTokenRefused: 'LINEからのログイン情報を確認できませんでした。チャットに戻って、もう一度ログインしてください。',
} as const;
