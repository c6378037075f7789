// Beside the feature, not in ../labels.ts: every section's first chunk carries the common labels (issue #42).
/** A read-only field with a copy button. */
export const copyFieldLabels = {
  copy: 'コピー',
  copied: 'コピーしました',
  failed: 'コピーできませんでした。欄を選択して Ctrl+C（Macは ⌘+C）でコピーしてください。',
} as const;
