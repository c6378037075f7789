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
  mediaImageField: {
    choose: '画像を選択',
    change: '画像を変更',
    remove: '画像を外す',
    none: '画像が選ばれていません',
    loading: '画像を読み込んでいます…',
    missing: 'この画像はメディアライブラリに見つかりません。削除された可能性があります。画像を選び直してください。',
    pickerTitle: 'メディアライブラリから画像を選ぶ',
  },
  mediaPicker: {
    title: 'メディアライブラリから選ぶ',
    search: '名前・タグで検索',
    kind: '種類',
    allKinds: 'すべての種類',
    items: 'メディアの一覧',
    upload: 'アップロード',
    uploading: (name: string) => `「${name}」をアップロードしています…`,
    uploadProgress: (name: string) => `「${name}」のアップロードの進み具合`,
    uploadFailed: (name: string) => `「${name}」をアップロードできませんでした`,
    empty: 'メディアがまだありません',
    emptyHint: '会話設定の「メディアライブラリ」でファイルを追加すると、ここから選べます。',
    emptyHintUpload: '「アップロード」からファイルを追加すると、ここから選べます。',
    noMatches: '条件に一致するファイルはありません',
    noMatchesHint: '検索語を変えるか、消してもう一度お試しください。',
    loadFailed: '一覧を読み込めませんでした',
    retry: '再試行',
    selected: (name: string) => `「${name}」を選択中`,
    nothingSelected: 'ファイルを選んでください',
    cancel: 'キャンセル',
    pick: '選択する',
  },
} as const;

export type Labels = typeof labels;
