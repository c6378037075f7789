// Beside the feature, not in ../labels.ts: every section's first chunk carries the common labels (issue #42).
/** A section running alone on its dev server (shared-ui/standalone). */
export const standaloneLabels = {
  honorific: (userName: string) => `${userName} 様`,
  signOut: 'ログアウト',
  loginTitle: 'ログイン',
  configLoadFailed: '設定ファイル /runtime-config.json を読み込めませんでした。',
} as const;
