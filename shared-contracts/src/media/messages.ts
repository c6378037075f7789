import { MEDIA_FORMAT_INFO, MEDIA_FORMATS, MEDIA_KIND_LABELS, type MediaKind } from './formats';
import { MEDIA_MAX_MB } from './limits';

const FORMAT_LIST = MEDIA_FORMATS.map((format) => MEDIA_FORMAT_INFO[format].label).join('・');

/**
 * What the API answers, and the console says before sending, about a file it cannot take. One text
 * on both sides, so a refusal reads the same whether the browser or the server noticed first.
 */
export const mediaUploadMessages = {
  noFile: 'アップロードするファイルを選んでください',
  empty: 'ファイルが空です。中身のあるファイルを選んでください',
  unsupported: `この形式のファイルはアップロードできません（対応形式: ${FORMAT_LIST}）`,
  svg: 'SVGファイルはアップロードできません（スクリプトを含められるため）。PNGなどの画像に変換してからアップロードしてください',
  tooLarge: (kind: MediaKind) =>
    `${MEDIA_KIND_LABELS[kind]}ファイルは1つ${MEDIA_MAX_MB[kind]}MBまでです。サイズを小さくしてからアップロードしてください`,
} as const;

/** The line the library shows under its drop zone, e.g. 画像（PNG・JPEG・WebP・GIF）10MBまで. */
export const MEDIA_FORMAT_LIST = FORMAT_LIST;
