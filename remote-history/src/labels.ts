// The section's own words; each feature's are in its labels.ts (a second language is those files).
export const labels = {
  standalone: {
    runningAlone: '履歴セクション（フォーム回答履歴・会話履歴）を単体で実行しています',
  },
} as const;
