/**
 * Every Japanese string shared-ui shows, in one place (STYLE.md: a second language is a file, not a hunt).
 */
export const labels = {
  appName: 'AIアバター 管理コンソール',
  loading: 'ロード中...',
  notAvailableYet: 'この画面は準備中です。',
  login: {
    email: 'メールアドレス',
    password: 'パスワード',
    submit: 'ログイン',
  },
  sectionLoadError: {
    title: 'この画面を読み込めませんでした',
    description: '通信環境を確認して、もう一度お試しください。ほかの画面は引き続きご利用いただけます。',
    retry: '再試行',
  },
  sectionNav: 'セクション内のナビゲーション',
} as const;

export type Labels = typeof labels;
