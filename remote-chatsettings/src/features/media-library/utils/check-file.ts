import { MEDIA_FORMAT_INFO, MEDIA_FORMATS, MEDIA_MAX_BYTES, type MediaKind, mediaUploadMessages } from 'shared-contracts';

function kindFromName(file: File): MediaKind | null {
  const byType = MEDIA_FORMATS.find((format) => MEDIA_FORMAT_INFO[format].mime === file.type);
  if (byType) return MEDIA_FORMAT_INFO[byType].kind;
  const name = file.name.toLowerCase();
  const byExtension = MEDIA_FORMATS.find((format) => MEDIA_FORMAT_INFO[format].extensions.some((extension) => name.endsWith(extension)));
  return byExtension ? MEDIA_FORMAT_INFO[byExtension].kind : null;
}

/**
 * What can be said about a file before it is sent, in the API's own words: an SVG (by its type or
 * name) and a file larger than its kind allows are refused here, saving the owner a long upload.
 * Everything else goes to the API, which judges by the content; a name alone never lets a file in.
 */
export function refusalBeforeUpload(file: File): string | null {
  const name = file.name.toLowerCase();
  if (file.type === 'image/svg+xml' || name.endsWith('.svg') || name.endsWith('.svgz')) return mediaUploadMessages.svg;
  if (file.size === 0) return mediaUploadMessages.empty;
  const kind = kindFromName(file);
  if (kind && file.size > MEDIA_MAX_BYTES[kind]) return mediaUploadMessages.tooLarge(kind);
  return null;
}
