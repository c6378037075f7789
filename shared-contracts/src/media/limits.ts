import type { MediaKind } from './formats';

/** The largest file of each kind, in MB of 1024 × 1024 bytes, as the screen shows them. */
export const MEDIA_MAX_MB: Record<MediaKind, number> = {
  image: 10,
  video: 100,
  audio: 20,
  pdf: 20,
};

export const MEDIA_MAX_BYTES: Record<MediaKind, number> = {
  image: MEDIA_MAX_MB.image * 1024 * 1024,
  video: MEDIA_MAX_MB.video * 1024 * 1024,
  audio: MEDIA_MAX_MB.audio * 1024 * 1024,
  pdf: MEDIA_MAX_MB.pdf * 1024 * 1024,
};

/** No file of any kind is larger than this. */
export const MEDIA_MAX_BYTES_ANY = Math.max(...Object.values(MEDIA_MAX_BYTES));

export const MEDIA_NAME_MAX = 100;
export const MEDIA_TAG_MAX = 30;
export const MEDIA_TAGS_MAX = 20;
