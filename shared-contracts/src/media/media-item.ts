import { z } from 'zod';
import { extensibleEnum } from '../common/extensible-enum';
import { idSchema, timestampSchema } from '../common/entity';
import { requiredLine } from '../common/text-field';
import { listSearchSchema } from '../common/list-search';
import { listQuerySchema, listResponseSchema } from '../common/list-query';
import { MEDIA_KINDS } from './formats';
import { MEDIA_NAME_MAX, MEDIA_TAG_MAX, MEDIA_TAGS_MAX } from './limits';

/**
 * /api/v1/media: the owner's images, videos, sounds and PDFs, which quick replies, fixed messages,
 * emotion states and the avatar point at by id. Each is served to the widget from `url`, a public
 * address that holds the agent id and the item's unguessable id.
 */

export const mediaKindSchema = z.enum(MEDIA_KINDS, { error: '種類の指定が正しくありません' });

export const mediaNameSchema = requiredLine('名前', MEDIA_NAME_MAX);

/** How two tags compare: full-width and half-width, upper and lower case alike. */
export function mediaTagKey(tag: string): string {
  return tag.normalize('NFKC').trim().toLowerCase();
}

export const mediaTagSchema = requiredLine('タグ', MEDIA_TAG_MAX);

export const mediaTagsSchema = z
  .array(mediaTagSchema, { error: 'タグの形式が正しくありません' })
  .max(MEDIA_TAGS_MAX, { error: `タグは${MEDIA_TAGS_MAX}個までです` })
  .superRefine((tags, ctx) => {
    const seen = new Set<string>();
    tags.forEach((tag, index) => {
      const key = mediaTagKey(tag);
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index], message: `タグ「${tag}」はすでに付いています` });
      seen.add(key);
    });
  });

export const MEDIA_USAGE_PLACES = ['avatar', 'emotion_state', 'quick_reply', 'fixed_message'] as const;
export type MediaUsagePlace = (typeof MEDIA_USAGE_PLACES)[number];

/** One setting that shows the item; `path` is the console screen where the owner can change it. */
export const mediaUsageSchema = z.object({
  place: extensibleEnum(MEDIA_USAGE_PLACES),
  /** Japanese, e.g. 感情設定「喜び」. */
  label: z.string(),
  path: z.string(),
});
export type MediaUsage = z.infer<typeof mediaUsageSchema>;

export const mediaItemSchema = z.object({
  id: idSchema,
  name: z.string(),
  kind: mediaKindSchema,
  /** The true content type, read from the file's content. */
  mime: z.string(),
  /** Bytes. */
  size: z.number().int().min(0),
  /** Pixels, for images and for videos whose header says; null otherwise. */
  width: z.number().int().min(0).nullable(),
  height: z.number().int().min(0).nullable(),
  /** Seconds, for video and audio whose header says; null otherwise. */
  duration: z.number().min(0).nullable(),
  tags: z.array(z.string()),
  /** The public address the widget loads it from. */
  url: z.string(),
  /** A small picture to show in lists: images have one, other kinds null. */
  thumbnail_url: z.string().nullable(),
  usage_count: z.number().int().min(0),
  used_in: z.array(mediaUsageSchema),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaListQuerySchema = listQuerySchema.extend({
  /** Matched against the name and the tags. */
  q: listSearchSchema,
  kind: z.enum([...MEDIA_KINDS, ''], { error: '種類の指定が正しくありません' }).default(''),
  /** One tag, compared as mediaTagKey compares. */
  tag: z.string().trim().max(MEDIA_TAG_MAX, { error: `タグは${MEDIA_TAG_MAX}文字以内で指定してください` }).default(''),
});
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;
export const mediaListResponseSchema = listResponseSchema(mediaItemSchema);
export type MediaListResponse = z.infer<typeof mediaListResponseSchema>;

/** PATCH /media/:id: a new name, new tags (the whole set), or both. */
export const mediaUpdateRequestSchema = z
  .object({ name: mediaNameSchema.optional(), tags: mediaTagsSchema.optional() })
  .refine((body) => body.name !== undefined || body.tags !== undefined, { error: '変更する名前かタグを送ってください' });
export type MediaUpdateRequest = z.input<typeof mediaUpdateRequestSchema>;

/** GET /media/tags: every tag the owner has used, for the filter and for suggestions. */
export const mediaTagListResponseSchema = z.object({ data: z.array(z.object({ tag: z.string(), count: z.number().int().min(0) })) });
export type MediaTagListResponse = z.infer<typeof mediaTagListResponseSchema>;

/** DELETE /media/:id refuses an item still in use (409) unless ?force=true, and says where it is used. */
export const mediaDeleteQuerySchema = z.object({
  force: z
    .enum(['true', 'false'], { error: 'force は true か false で指定してください' })
    .default('false')
    .transform((value) => value === 'true'),
});
export const mediaInUseErrorSchema = z.object({
  code: z.literal('media_in_use'),
  message: z.string(),
  used_in: z.array(mediaUsageSchema),
});
export type MediaInUseError = z.infer<typeof mediaInUseErrorSchema>;
