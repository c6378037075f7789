// Beside the feature, not in ../labels.ts: every section's first chunk carries the common labels (issue #42).
/** Leaving a form with unsaved changes. */
export const unsavedChangesLabels = {
  title: '保存されていない変更があります',
  description: '変更を破棄して移動しますか？',
  stay: 'このページに留まる',
  leave: '破棄して移動',
} as const;
