import { z } from 'zod';
import { idSchema, timestampSchema } from '../common/entity';
import { BUILTIN_CHARACTER_IDS, builtinCharacterIdSchema } from './builtin-characters';
import { rangedInt } from './fields/bounded-number';

/**
 * GET / PUT /api/v1/avatar-settings: which avatar the widget shows and where (SPEC §3 avatar
 * placement, §5 and §9).
 *
 * Geometry, as the widget and the console's preview draw it:
 * - `size` is a percentage of the avatar's base box (AVATAR_BASE_SIZE_PX square): 100 draws it at
 *   160 px, 50 at 80 px, 150 at 240 px.
 * - `position` is the horizontal offset in CSS px of the avatar's centre from the launcher's centre,
 *   counted from the launcher's side: 0 stands the avatar right above the launcher, negative values
 *   move it toward the middle of the page (the default -100 stands it beside the launcher), positive
 *   values toward the edge the launcher sits at, where it may leave the visitor's window. The
 *   avatar's feet rest on the launcher's top edge.
 */

export const AVATAR_POSITION_MIN = -600;
export const AVATAR_POSITION_MAX = 400;
export const AVATAR_POSITION_DEFAULT = -100;
export const AVATAR_SIZE_MIN = 50;
export const AVATAR_SIZE_MAX = 150;
export const AVATAR_SIZE_DEFAULT = 100;
/** The avatar's box at size 100, in CSS px. */
export const AVATAR_BASE_SIZE_PX = 160;

export const AVATAR_SOURCES = ['builtin', 'media'] as const;
export type AvatarSource = (typeof AVATAR_SOURCES)[number];
export const AVATAR_SOURCE_LABELS: Record<AvatarSource, string> = {
  builtin: '内蔵キャラクター',
  media: 'メディアライブラリの画像',
};

export const avatarPositionSchema = rangedInt('アバターの位置', AVATAR_POSITION_MIN, AVATAR_POSITION_MAX);
export const avatarSizeSchema = rangedInt('アバターのサイズ', AVATAR_SIZE_MIN, AVATAR_SIZE_MAX);

const avatarFields = {
  source: z.enum(AVATAR_SOURCES, { error: 'アバターの種類を選んでください' }),
  /** Kept while `source` is 'media', so switching back restores the owner's choice. */
  builtin_character: builtinCharacterIdSchema,
  /**
   * The media library item drawn when `source` is 'media'. Null until one is chosen; any uuid is
   * taken until the media library (issue 4) exists to check it against.
   */
  media_id: idSchema.nullable(),
  position: avatarPositionSchema,
  size: avatarSizeSchema,
};

export type AvatarSettings = z.infer<z.ZodObject<typeof avatarFields>>;

export const avatarSettingsRequestSchema = z.object(avatarFields).refine((s) => s.source !== 'media' || s.media_id !== null, {
  error: 'メディアライブラリから画像を選んでください',
  path: ['media_id'],
});
export type AvatarSettingsRequest = z.input<typeof avatarSettingsRequestSchema>;

/** `updated_at` is null until the owner first saves; until then the API answers the defaults. */
export const avatarSettingsResponseSchema = z.object({ ...avatarFields, updated_at: timestampSchema.nullable() });
export type AvatarSettingsResponse = z.infer<typeof avatarSettingsResponseSchema>;

export const AVATAR_SETTINGS_DEFAULTS: AvatarSettings = {
  source: 'builtin',
  builtin_character: BUILTIN_CHARACTER_IDS[0],
  media_id: null,
  position: AVATAR_POSITION_DEFAULT,
  size: AVATAR_SIZE_DEFAULT,
};
