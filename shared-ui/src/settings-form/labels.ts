// Beside the feature, not in ../labels.ts: every section's first chunk carries the common labels (issue #42).
/** A settings form's buttons and states. */
export const settingsFormLabels = {
  save: '保存',
  discard: '変更を破棄',
  unsaved: '保存されていない変更があります',
  neverSaved: 'まだ保存されていません。初期値のままでも保存できます',
  fixErrors: '入力内容にエラーがあります。赤く表示された項目を確認してください。',
} as const;
