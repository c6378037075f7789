/** Every Japanese string the loader shows or logs (short: each byte here is sent to every visitor). */
export const labels = {
  open: (title: string) => `${title}を開く`,
  close: 'チャットを閉じる',
  dismissWelcome: '閉じる',
  refused: 'AIチャット: このサイトは許可されていません（管理画面のリンク設定で追加できます）',
} as const;
