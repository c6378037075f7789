import type { DeepPartial } from 'react-hook-form';
import {
  AVATAR_POSITION_MAX,
  AVATAR_POSITION_MIN,
  AVATAR_SETTINGS_DEFAULTS,
  AVATAR_SIZE_MAX,
  AVATAR_SIZE_MIN,
  BUILTIN_CHARACTER_IDS,
  type AvatarSettingsRequest,
  type BuiltinCharacterId,
} from 'shared-contracts';

export interface AvatarPreviewValues {
  character: BuiltinCharacterId;
  /** The media library image drawn instead of the character, when the source is the library. */
  mediaId: string | null;
  position: number;
  size: number;
}

function within(value: unknown, min: number, max: number, fallback: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.round(value)));
}

const isCharacter = (value: unknown): value is BuiltinCharacterId =>
  typeof value === 'string' && (BUILTIN_CHARACTER_IDS as readonly string[]).includes(value);

/**
 * The preview follows every keystroke, so it must draw something sensible while a field holds a
 * value the schema refuses: the nearest bound, or the default for an emptied field.
 */
export function previewValuesOf(values: DeepPartial<AvatarSettingsRequest>): AvatarPreviewValues {
  const d = AVATAR_SETTINGS_DEFAULTS;
  return {
    character: isCharacter(values.builtin_character) ? values.builtin_character : d.builtin_character,
    mediaId: values.source === 'media' && typeof values.media_id === 'string' ? values.media_id : null,
    position: within(values.position, AVATAR_POSITION_MIN, AVATAR_POSITION_MAX, d.position),
    size: within(values.size, AVATAR_SIZE_MIN, AVATAR_SIZE_MAX, d.size),
  };
}
