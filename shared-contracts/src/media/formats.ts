/**
 * The files the media library takes, judged by their content (the API reads the first bytes; a name
 * or a browser's guess decides nothing). One format, one true content type, served as is.
 *
 * SVG is refused on purpose: an SVG is a document that can carry script, and no sanitiser is worth
 * the risk for a logo that can just as well be a PNG.
 */

export const MEDIA_KINDS = ['image', 'video', 'audio', 'pdf'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const MEDIA_KIND_LABELS: Record<MediaKind, string> = {
  image: '画像',
  video: '動画',
  audio: '音声',
  pdf: 'PDF',
};

export const MEDIA_FORMATS = ['png', 'jpeg', 'webp', 'gif', 'mp4', 'webm', 'mp3', 'wav', 'pdf'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export interface MediaFormatInfo {
  kind: MediaKind;
  /** The content type it is stored and served with. */
  mime: string;
  label: string;
  /** The usual file name endings; the first is the one a download is named with. */
  extensions: readonly string[];
}

export const MEDIA_FORMAT_INFO: Record<MediaFormat, MediaFormatInfo> = {
  png: { kind: 'image', mime: 'image/png', label: 'PNG', extensions: ['.png'] },
  jpeg: { kind: 'image', mime: 'image/jpeg', label: 'JPEG', extensions: ['.jpg', '.jpeg'] },
  webp: { kind: 'image', mime: 'image/webp', label: 'WebP', extensions: ['.webp'] },
  gif: { kind: 'image', mime: 'image/gif', label: 'GIF', extensions: ['.gif'] },
  mp4: { kind: 'video', mime: 'video/mp4', label: 'MP4', extensions: ['.mp4', '.m4v'] },
  webm: { kind: 'video', mime: 'video/webm', label: 'WebM', extensions: ['.webm'] },
  mp3: { kind: 'audio', mime: 'audio/mpeg', label: 'MP3', extensions: ['.mp3'] },
  wav: { kind: 'audio', mime: 'audio/wav', label: 'WAV', extensions: ['.wav'] },
  pdf: { kind: 'pdf', mime: 'application/pdf', label: 'PDF', extensions: ['.pdf'] },
};

export const MEDIA_MIME_TYPES = MEDIA_FORMATS.map((format) => MEDIA_FORMAT_INFO[format].mime);

/** The formats of one kind, e.g. for 'image': PNG・JPEG・WebP・GIF. */
export function mediaFormatsOf(kind: MediaKind): MediaFormat[] {
  return MEDIA_FORMATS.filter((format) => MEDIA_FORMAT_INFO[format].kind === kind);
}

/** For `<input type="file" accept=…>` (a hint to the file chooser; the API still reads the content). */
export function mediaAcceptOf(kinds: readonly MediaKind[] = MEDIA_KINDS): string {
  return MEDIA_FORMATS.filter((format) => kinds.includes(MEDIA_FORMAT_INFO[format].kind))
    .flatMap((format) => [MEDIA_FORMAT_INFO[format].mime, ...MEDIA_FORMAT_INFO[format].extensions])
    .join(',');
}
