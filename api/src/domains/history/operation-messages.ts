/**
 * The Japanese messages of the history's deletions and sample data (the style of
 * src/errors/messages.ts, kept apart because that file is edited by every feature at once).
 */
export const historyOperationMessages = {
  conversationNotFound: '会話が見つかりません。削除された可能性があります。画面を再読み込みしてください。',
} as const;
