// Beside the feature, not in ../labels.ts: every section's first chunk carries the common labels (issue #42).
/** A sortable list moved with the keyboard, read by a screen reader; `unit` counts its items. */
export const sortableLabels = {
  instructions:
    'スペースキーかEnterキーで項目を持ち上げます。持ち上げている間は上下の矢印キーで移動し、スペースキーかEnterキーで置きます。Escキーで取り消します。',
  picked: (label: string, position: number, total: number, unit: string) => `「${label}」を持ち上げました。${total}${unit}中${position}番目です。`,
  moved: (label: string, position: number, total: number, unit: string) => `「${label}」を${total}${unit}中${position}番目に移動しました。`,
  dropped: (label: string, position: number, total: number, unit: string) => `「${label}」を${total}${unit}中${position}番目に置きました。`,
  cancelled: (label: string) => `「${label}」の移動を取り消しました。`,
} as const;
