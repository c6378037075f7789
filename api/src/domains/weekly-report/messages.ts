/** What the weekly report's routes and pages say to a person (Japanese first). */
export const weeklyReportMessages = {
  notFound: 'アカウントが見つかりません。もう一度ログインしてください。',
  linkNotFound: 'このリンクは開けません。ログインしているアカウントあての週次レポートのリンクか確認してください。',
  linkExpired: 'このリンクは有効期限が切れています。最新の週次レポートか、管理コンソールの「分析」から開いてください。',
  mailOff: 'このサーバーはメールを送信できません（SMTPが設定されていません）。管理者にSMTP_HOSTの設定を依頼してください。',
  sendFailed: (reason: string) => `メールサーバーに送信できませんでした（${reason}）。時間をおいてもう一度お試しください。`,
  unsubscribeTitle: '週次レポートの配信停止',
  unsubscribeConfirm: '週次レポートのメールを停止しますか？ 管理コンソールの「メール通知」からいつでも再開できます。',
  unsubscribeButton: '配信を停止する',
  unsubscribed: '週次レポートの配信を停止しました。管理コンソールの「メール通知」からいつでも再開できます。',
  unsubscribeInvalid: 'この配信停止リンクは正しくありません。管理コンソールの「メール通知」から停止してください。',
} as const;
