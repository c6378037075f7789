/**
 * Every Japanese string shared-ui shows, in one place (docs/architecture.md §11: a second language is a file, not a hunt).
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
  /** A section running alone on its dev server (shared-ui/standalone). */
  standalone: {
    honorific: (userName: string) => `${userName} 様`,
    signOut: 'ログアウト',
    loginTitle: 'ログイン',
    configLoadFailed: '設定ファイル /runtime-config.json を読み込めませんでした。',
  },
  unsavedChanges: {
    title: '保存されていない変更があります',
    description: '変更を破棄して移動しますか？',
    stay: 'このページに留まる',
    leave: '破棄して移動',
  },
  notice: {
    saved: '保存しました',
    close: '閉じる',
  },
  settingsForm: {
    save: '保存',
    discard: '変更を破棄',
    unsaved: '保存されていない変更があります',
    neverSaved: 'まだ保存されていません。初期値のままでも保存できます',
    fixErrors: '入力内容にエラーがあります。赤く表示された項目を確認してください。',
  },
  list: {
    pageSize: '表示件数',
    sortOrder: '並び順',
    search: '検索',
    searchPlaceholder: 'キーワードで検索',
    clearSearch: '検索語を消す',
    filter: '絞り込み',
    pagination: 'ページ送り',
    range: (total: number, from: number, to: number) => `${total}件中 ${from}–${to}件`,
    /** A total known only as a floor: 「10,000件以上」. */
    atLeast: (total: number) => `${total.toLocaleString('ja-JP')}件以上`,
    rangeAtLeast: (total: number, from: number, to: number) => `${total.toLocaleString('ja-JP')}件以上のうち ${from}–${to}件`,
    none: '0件',
  },
  /** The owner's clock, said where the browser's differs. */
  timeZone: {
    name: (zone: string) => (zone === 'Asia/Tokyo' ? '日本時間' : zone),
    note: (name: string) => `日時は${name}で表示しています（固定メッセージの営業時間のタイムゾーン）`,
    title: (time: string, name: string) => `${time}（${name}）`,
  },
  loadingContent: '読み込み中',
  charCounter: (used: number, max: number) => `${max}文字中${used}文字`,
  /** A sortable list moved with the keyboard, read by a screen reader; `unit` counts its items. */
  sortable: {
    instructions:
      'スペースキーかEnterキーで項目を持ち上げます。持ち上げている間は上下の矢印キーで移動し、スペースキーかEnterキーで置きます。Escキーで取り消します。',
    picked: (label: string, position: number, total: number, unit: string) => `「${label}」を持ち上げました。${total}${unit}中${position}番目です。`,
    moved: (label: string, position: number, total: number, unit: string) => `「${label}」を${total}${unit}中${position}番目に移動しました。`,
    dropped: (label: string, position: number, total: number, unit: string) => `「${label}」を${total}${unit}中${position}番目に置きました。`,
    cancelled: (label: string) => `「${label}」の移動を取り消しました。`,
  },
  copyField: {
    copy: 'コピー',
    copied: 'コピーしました',
    failed: 'コピーできませんでした。欄を選択して Ctrl+C（Macは ⌘+C）でコピーしてください。',
  },
} as const;

export type Labels = typeof labels;
