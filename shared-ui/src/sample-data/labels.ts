// Each feature's words beside it (not in ../labels.ts): a section's first screen then carries only the
// words of what it shows, since every section bundles shared-ui's common labels.

/** The demo owner's sample history, said where it shows (shared-contracts' SAMPLE_DATA_LABELS for the button and the warning). */
export const sampleDataLabels = {
  notice: {
    conversations: (n: number) => `サンプルの会話が${n.toLocaleString('ja-JP')}件表示されています。ご自身の会話だけを見るときは、サンプルデータを削除してください。`,
    form_answers: (n: number) => `サンプルのフォーム回答が${n.toLocaleString('ja-JP')}件表示されています。ご自身の回答だけを見るときは、サンプルデータを削除してください。`,
    analytics: (n: number) => `数値にはサンプルの会話${n.toLocaleString('ja-JP')}件が含まれています。ご自身の会話だけで見るときは、サンプルデータを削除してください。`,
  },
  title: 'サンプルデータを削除しますか？',
  cancel: 'キャンセル',
  removed: (conversations: number, formAnswers: number) =>
    `サンプルデータを削除しました（会話 ${conversations.toLocaleString('ja-JP')}件・フォーム回答 ${formAnswers.toLocaleString('ja-JP')}件）`,
  failed: 'サンプルデータを削除できませんでした',
} as const;
