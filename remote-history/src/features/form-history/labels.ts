import { FORM_ANSWER_COUNT_CAP } from 'shared-contracts';
import { count } from '../../format-count';

// Each feature's words beside it (docs/architecture.md §11): a screen's chunk then carries only the
// words of what it shows. フォーム回答履歴's first visit carried 会話履歴's and its transcript's too (issue #42).
/** フォーム回答履歴 (/form-history): the list; its drawer's and dialogs' words are in dialog-labels.ts. */
export const formHistoryLabels = {
  /** /form-history: every answer visitors gave to the owner's forms. */
  formAnswers: {
    title: 'フォーム回答履歴',
    description: '訪問者がチャットのフォームに送信した回答を、フォームごとに確認できます。',
    form: 'フォーム',
    allForms: 'すべてのフォーム',
    sampleLabel: 'デモ用のサンプルの回答です。「サンプルデータを削除」で消えます',
    archived: '削除済み',
    formOption: (name: string, n: number, atLeast: boolean, archived: boolean) =>
      `${name}${archived ? '（削除済み）' : ''}（${atLeast ? `${count(n)}件以上` : `${count(n)}件`}）`,
    formName: (name: string, archived: boolean) => (archived ? `${name}（削除済み）` : name),
    tableLabel: '回答の一覧',
    openAnswer: (answeredAt: string, visitor: string) => `${answeredAt} の ${visitor} の回答を開く`,
    count: (n: number, atLeast: boolean) => (atLeast ? `${count(n)}件以上` : `${count(n)}件`),
    countCapNote: `件数は${count(FORM_ANSWER_COUNT_CAP)}件まで数えます。`,
    keyword: 'キーワード',
    sortBy: '並び替え',
    sortByOptions: { created_at: '回答日時', updated_at: '更新日時' },
    columns: {
      answeredAt: '回答日時',
      form: 'フォーム',
      visitor: '訪問者',
      loginType: 'ログイン種別',
      version: 'バージョン',
      summary: '回答内容',
    },
    version: 'バージョン',
    allVersions: 'すべてのバージョン',
    versionValue: (version: number) => `v${version}`,
    versionOption: (version: number, since: string) => `v${version}（${since}〜）`,
    includePreview: 'テスト会話の回答を含める',
    includePreviewHint: 'テスト（チャットUI）で試した会話の回答も表示します',
    dropped: '（現在のフォームにない項目）',
    loadFailed: 'フォーム回答履歴を読み込めませんでした',
    formsLoadFailed: 'フォームの一覧を読み込めませんでした',
    columnsLoadFailed: 'フォームの項目を読み込めませんでした',
    refreshFailed: '一覧を更新できませんでした',
    retry: '再試行',
    invalidFilters: '絞り込み条件に誤りがあります。赤く表示された項目を確認してください。',
    emptyTitle: 'まだ回答がありません',
    emptyDescription: (includePreview: boolean) =>
      'チャットでフォームが表示され、訪問者が送信すると、回答がここに表示されます。' +
      (includePreview ? '' : 'テスト（チャットUI）で送信した回答は、「テスト会話の回答を含める」をオンにすると表示されます。'),
    emptyToBuilder: 'フォームを編集する',
    emptyToForms: 'フォームを作成する',
    emptyToChatUi: 'テスト（チャットUI）で試す',
    noForms: 'まだフォームがありません',
    noFormsDescription: 'フォームを作成してチャットに表示すると、訪問者の回答がここに集まります。',
    noMatches: '条件に一致する回答はありません',
    noMatchesHint: '絞り込み条件を変えるか、条件をクリアしてもう一度お試しください。',
    clear: '条件をクリア',
  },
  formStats: {
    title: '送信率',
    label: 'フォームの送信率',
    period: (period: string) => `期間: ${period}`,
    offered: '表示回数',
    answered: '回答数',
    rate: '送信率',
    rateValue: (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toLocaleString('ja-JP', { maximumFractionDigits: 1 })}%`),
    number: (n: number) => count(n),
    hint: 'チャットでフォームが表示された回数のうち、回答が送信された割合です。',
    loadFailed: '送信率を読み込めませんでした',
  },
  /** The list's buttons that open a dialog, and what is said once the dialog is done. */
  actions: {
    columns: '表示項目',
    bulkDelete: '絞り込んだ回答を削除',
    export: 'エクスポート',
    exported: (rows: number) => `エクスポートしました（${count(rows)}行）`,
    bulkDeleted: (n: number) => `${count(n)}件の回答を削除しました`,
    answerDeleted: '回答を削除しました',
  },
} as const;
