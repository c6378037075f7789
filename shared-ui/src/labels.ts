/**
 * The Japanese words many parts of shared-ui show. A feature's own words are in the labels.ts beside it
 * (media/, sample-data/, settings-form/, ...), so a section's first chunk carries only these
 * (docs/architecture.md §11: a second language is those files, not a hunt).
 */
export const labels = {
  appName: 'AIアバター 管理コンソール',
  loading: 'ロード中...',
  notAvailableYet: 'この画面は準備中です。',
  sectionNav: 'セクション内のナビゲーション',
  notice: {
    saved: '保存しました',
    close: '閉じる',
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
} as const;

export type Labels = typeof labels;
