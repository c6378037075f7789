// Beside the feature, not in ../labels.ts: every section's first chunk carries the common labels (issue #42).
/** A section that could not be loaded, said in its place. */
export const sectionLoadErrorLabels = {
  title: 'この画面を読み込めませんでした',
  description: '通信環境を確認して、もう一度お試しください。ほかの画面は引き続きご利用いただけます。',
  retry: '再試行',
} as const;
