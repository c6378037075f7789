import { count } from '../../format-count';

// What opens on a click loads on the click (FormHistoryScreen), its words with it (issue #42).
/** フォーム回答履歴's answer drawer and its dialogs: 表示項目, 削除, 絞り込んだ回答を削除, エクスポート. */
export const formAnswerDialogLabels = {
  columnSettings: {
    title: '表示する項目',
    description: 'フォームの項目ごとに、表示するかどうかと並び順を選べます。この設定はこのブラウザに保存されます。',
    moveUp: (label: string) => `「${label}」を上へ`,
    moveDown: (label: string) => `「${label}」を下へ`,
    reset: '元に戻す',
    close: '閉じる',
    dropped: '（現在のフォームにない項目）',
  },
  answerDetail: {
    title: '回答の詳細',
    close: '閉じる',
    form: 'フォーム',
    answeredAt: '回答日時',
    visitor: '訪問者',
    loginType: 'ログイン種別',
    version: 'バージョン',
    fields: '回答内容',
    preview: 'テスト会話の回答',
    conversation: '会話を見る',
    conversationGone: '会話は削除されています',
    loadFailed: '回答を読み込めませんでした',
    notFound: 'この回答は見つかりません',
    notFoundHint: '削除されたか、URLが正しくない可能性があります。',
    retry: '再試行',
    delete: '削除',
  },
  deleteAnswer: {
    title: 'この回答を削除しますか？',
    description: 'この回答が削除されます。削除した回答は元に戻せません。',
    cancel: 'キャンセル',
    confirm: '削除する',
    failed: '回答を削除できませんでした',
  },
  bulkDelete: {
    title: '絞り込んだ回答を削除しますか？',
    counting: '削除する回答を数えています…',
    description: (n: number) => `${count(n)}件の回答を削除します。元に戻せません。`,
    nothing: '条件に一致する回答はありません。削除するものはありません。',
    cancel: 'キャンセル',
    confirm: (n: number) => `${count(n)}件を削除する`,
    failed: '回答を削除できませんでした',
    countFailed: '回答を数えられませんでした',
  },
  formExport: {
    title: 'フォームの回答をエクスポート',
    description: (form: string) => `「${form}」の回答を、1回答を1行、項目ごとに1列として書き出します。`,
    /** すべてのフォーム: forms differ in their fields, so they share one column. */
    allFormsDescription: 'すべてのフォームの回答を、1回答を1行として書き出します。項目はフォームごとに異なるため、フォーム名の列と、「項目名: 値」を1行ずつ並べた「回答内容」の列にまとめます。',
    allAnswers: '絞り込み条件はありません。このフォームのすべての回答が対象です。',
    allFormsAllAnswers: '絞り込み条件はありません。すべてのフォームのすべての回答が対象です。',
    previewExcluded: 'テスト会話の回答は含まれません。',
    format: '形式',
    fileTitle: (form: string) => `フォーム回答_${form}`,
    allFormsFileTitle: 'フォーム回答',
  },
} as const;
