/** Every Japanese string of the media library image field. */
export const labels = {
  choose: '画像を選択',
  change: '画像を変更',
  remove: '画像を外す',
  none: '画像が選ばれていません',
  loading: '画像を読み込んでいます…',
  missing: 'この画像はメディアライブラリに見つかりません。削除された可能性があります。画像を選び直してください。',
  pickerTitle: 'メディアライブラリから画像を選ぶ',
} as const;
