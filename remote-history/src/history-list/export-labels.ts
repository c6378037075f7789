import { count } from '../format-count';

// The export dialog's words, apart from the lists' (./labels.ts): they load with the dialog, on the click (issue #42).
/** The CSV export both histories offer (会話履歴's dialog, and the parts フォーム回答履歴's reuses). */
export const exportLabels = {
  button: 'CSVエクスポート',
  title: '会話履歴をCSVでエクスポート',
  description: '1メッセージを1行として、会話ID・日時・訪問者・ログイン種別・送信者・メッセージ・応答エンジン・評価・ページURLを書き出します。',
  appliedFilters: '現在の絞り込み条件が適用されます:',
  allConversations: '絞り込み条件はありません。すべての会話が対象です。',
  previewExcluded: 'テスト会話は含まれません。',
  encoding: '文字コード',
  start: 'ダウンロード',
  cancel: 'キャンセル',
  close: '閉じる',
  downloading: 'ダウンロードしています…',
  progress: 'ダウンロードの進み具合',
  rows: (rows: number, total: number | null) => (total === null ? `${count(rows)}行` : `${count(rows)} / ${count(total)}行`),
  rowsTotal: (total: number) => `${count(total)}行`,
  failed: 'エクスポートできませんでした',
  done: (rows: number) => `CSVをダウンロードしました（${count(rows)}行）`,
  fileTitle: '会話履歴',
} as const;
