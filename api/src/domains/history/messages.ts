/** Every Japanese message the conversation history API sends (filter rules live with their schemas in shared-contracts). */
export const historyMessages = {
  conversationNotFound: '会話が見つかりません。削除された可能性があります。画面を再読み込みしてください。',
  formAnswerNotFound: '回答が見つかりません。削除された可能性があります。画面を再読み込みしてください。',
  formNotFound: 'フォームが見つかりません。画面を再読み込みしてください。',
  /** The bulk deletion refused: the filtered set is no longer the size the owner confirmed. */
  formAnswerCountChanged: (count: number) =>
    `削除する回答の件数が確認時から変わりました（現在${count.toLocaleString('ja-JP')}件）。件数を確認して、もう一度お試しください。`,
} as const;
