// Every Japanese string this section shows, in one place (STYLE.md: a second language is a file).
export const labels = {
  formHistory: 'フォーム回答履歴',
  conversationHistory: '会話履歴',
  standalone: {
    runningAlone: '履歴セクション（フォーム回答履歴・会話履歴）を単体で実行しています',
  },
} as const;
