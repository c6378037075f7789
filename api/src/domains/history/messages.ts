/** Every Japanese message the conversation history API sends (filter rules live with their schemas in shared-contracts). */
export const historyMessages = {
  conversationNotFound: '会話が見つかりません。削除された可能性があります。画面を再読み込みしてください。',
} as const;
