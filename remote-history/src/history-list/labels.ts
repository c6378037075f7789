// Each feature's words beside it (docs/architecture.md §11): a screen's chunk then carries only the
// words of what it shows. フォーム回答履歴's first visit carried 会話履歴's and its transcript's too (issue #42).
/** The filters both histories share. */
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
} as const;
