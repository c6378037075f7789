/** The Japanese messages of the public widget API's errors; the widget shows them as they come. */
export const WIDGET_ERROR_MESSAGES = {
  originNotAllowed: 'このサイトではチャットを利用できません',
  notFound: 'チャットが見つかりません。ページを再読み込みしてください',
  visitorTokenInvalid: 'チャットの有効期限が切れました。ページを再読み込みしてください',
  tooManyRequests: 'メッセージの送信が多すぎます。しばらく待ってからもう一度お試しください',
  voicevoxNotConfigured: 'このチャットではVOICEVOXの音声を利用できません',
  speechFailed: '音声を作成できませんでした。しばらくしてからもう一度お試しください',
  answerFailed: '回答を作成できませんでした。しばらくしてからもう一度お試しください',
  answerInterrupted: '回答が中断されました。お手数ですが、もう一度送信してください',
  widgetUnavailable: 'チャットを準備しています。しばらくしてからもう一度お試しください',
  formNotAvailable: 'このフォームは現在ご利用いただけません',
  candidateNotFound: 'この質問は現在ご案内できません。お手数ですが、ご質問を入力してください',
  candidateNotQa: 'この項目は質問として選べません。ご質問を入力してください',
} as const;
