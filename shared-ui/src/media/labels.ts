// Each feature's words beside it (not in ../labels.ts): a section's first screen then carries only the
// words of what it shows, since every section bundles shared-ui's common labels.

/** The image field of a form (an avatar's image, an emotion's image). */
export const mediaImageFieldLabels = {
  choose: '画像を選択',
  change: '画像を変更',
  remove: '画像を外す',
  none: '画像が選ばれていません',
  loading: '画像を読み込んでいます…',
  missing: 'この画像はメディアライブラリに見つかりません。削除された可能性があります。画像を選び直してください。',
  pickerTitle: 'メディアライブラリから画像を選ぶ',
} as const;

/** The media library picker, opened from an image field. */
export const mediaPickerLabels = {
  title: 'メディアライブラリから選ぶ',
  search: '名前・タグで検索',
  kind: '種類',
  allKinds: 'すべての種類',
  items: 'メディアの一覧',
  upload: 'アップロード',
  uploading: (name: string) => `「${name}」をアップロードしています…`,
  uploadProgress: (name: string) => `「${name}」のアップロードの進み具合`,
  uploadFailed: (name: string) => `「${name}」をアップロードできませんでした`,
  empty: 'メディアがまだありません',
  emptyHint: '会話設定の「メディアライブラリ」でファイルを追加すると、ここから選べます。',
  emptyHintUpload: '「アップロード」からファイルを追加すると、ここから選べます。',
  noMatches: '条件に一致するファイルはありません',
  noMatchesHint: '検索語を変えるか、消してもう一度お試しください。',
  loadFailed: '一覧を読み込めませんでした',
  retry: '再試行',
  selected: (name: string) => `「${name}」を選択中`,
  nothingSelected: 'ファイルを選んでください',
  cancel: 'キャンセル',
  pick: '選択する',
} as const;
