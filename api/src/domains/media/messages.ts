import { MEDIA_MAX_MB, mediaUploadMessages, type MediaUsage } from 'shared-contracts';

/**
 * The media library's Japanese answers. Upload refusals come from shared-contracts, so the console
 * can say the same words before a file leaves the browser. Kept apart from src/errors/messages.ts
 * only because that file is edited by every feature at once; the words follow its style.
 */
export const mediaMessages = {
  ...mediaUploadMessages,
  notFound: 'ファイルが見つかりません。削除された可能性があります。画面を再読み込みしてください。',
  tooLargeAny: `ファイルが大きすぎます。アップロードできるのは、画像${MEDIA_MAX_MB.image}MB・動画${MEDIA_MAX_MB.video}MB・音声${MEDIA_MAX_MB.audio}MB・PDF${MEDIA_MAX_MB.pdf}MBまでです`,
  imageUndecodable: '画像を読み込めませんでした。ファイルが壊れていないか確認し、画像編集ソフトなどで保存し直してからアップロードしてください',
  imageTooManyPixels: '画像の縦横のサイズが大きすぎます（1億画素まで。例: 10000×10000ピクセル）。画像を縮小してからアップロードしてください',
  rangeNotSatisfiable: '指定された範囲はファイルの外側です',
  notMultipart: 'ファイルは multipart/form-data の「file」欄で送ってください',
  inUse: (usages: readonly MediaUsage[]) =>
    `このファイルは${usages.length}か所で使われています（${usages.map((usage) => usage.label).join('、')}）。` +
    '使用中の設定を変更してから削除するか、使用中のまま削除してください',
} as const;
