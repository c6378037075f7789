import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MEDIA_FORMATS, MEDIA_KINDS } from 'shared-contracts';
import { owners } from './owners';

/**
 * The media library: one row per stored file. The bytes live in the media store (local disk or
 * S3-compatible storage) under `storage_key`; the row holds what was read from them at upload.
 * The id is a random UUID and also the public address's secret part, so it must never be sequential.
 */
export const mediaItems = pgTable(
  'media_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    agentId: text('agent_id').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: MEDIA_KINDS }).notNull(),
    format: text('format', { enum: MEDIA_FORMATS }).notNull(),
    /** The content type read from the bytes; the file is always served with it. */
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    durationSeconds: doublePrecision('duration_seconds'),
    /** As the owner wrote them. */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** mediaTagKey of each tag, for the tag filter (`@>` compares whole elements). */
    tagKeys: jsonb('tag_keys').$type<string[]>().notNull().default([]),
    /** Hex SHA-256 of the bytes: the ETag of the public address. */
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    /** A small WebP of an image, in the same store; null when there is none. */
    thumbnailKey: text('thumbnail_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('media_items_agent_id_created_at_idx').on(t.agentId, t.createdAt),
    index('media_items_agent_id_updated_at_idx').on(t.agentId, t.updatedAt),
  ],
);

export type MediaItemRow = typeof mediaItems.$inferSelect;
