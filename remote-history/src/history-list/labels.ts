const count = (n: number) => n.toLocaleString('ja-JP');

// Each feature's words beside it (docs/architecture.md §11): a screen's chunk then carries only the
// words of what it shows. フォーム回答履歴's first visit carried 会話履歴's and its transcript's too (issue #42).
/** The words of the list parts both histories share: the filters and the CSV export. */
export const historyListLabels = {
  filters: {
    title: '絞り込み',
    period: '期間',
    from: '開始日',
    to: '終了日',
    account: 'アカウント',
    rating: '評価',
    review: '確認状態',
    pageUrl: 'ページURL',
    pageUrlPlaceholder: 'URLの一部（例: /contact）',
    unanswered: '未回答あり',
    formSubmitted: 'フォーム送信あり',
    error: 'エラーあり',
    includePreview: 'テスト会話を含める',
    includePreviewHint: 'テスト（チャットUI）で試した会話も表示します',
    clear: '条件をクリア',
  },
  export: {
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
  },
} as const;
