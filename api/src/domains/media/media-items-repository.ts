import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { mediaTagKey, type MediaListQuery } from 'shared-contracts';
import type { AuthenticatedOwner } from '../auth/authenticated-owner';
import type { Database } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { type MediaItemRow, mediaItems } from '../../db/schema';

export type NewMediaItem = Omit<typeof mediaItems.$inferInsert, 'ownerId' | 'agentId' | 'createdAt' | 'updatedAt' | 'tagKeys'> & { id: string };

/** The media library's rows; every query is scoped to one agent, so a foreign id finds nothing. */
export function createMediaItemsRepository(db: Database) {
  const one = (agentId: string, id: string) => and(eq(mediaItems.agentId, agentId), eq(mediaItems.id, id));

  return {
    async page(agentId: string, query: MediaListQuery): Promise<{ rows: MediaItemRow[]; total: number }> {
      const conditions: (SQL | undefined)[] = [eq(mediaItems.agentId, agentId)];
      if (query.kind !== '') conditions.push(eq(mediaItems.kind, query.kind));
      if (query.tag !== '') conditions.push(sql`${mediaItems.tagKeys} @> ${JSON.stringify([mediaTagKey(query.tag)])}::jsonb`);
      if (query.q !== '') {
        const pattern = containsPattern(query.q);
        conditions.push(
          or(
            ilike(mediaItems.name, pattern),
            sql`exists (select 1 from jsonb_array_elements_text(${mediaItems.tags}) as tag(value) where tag.value ilike ${pattern})`,
          ),
        );
      }
      const where = and(...conditions);
      const column = query.sort_by === 'updated_at' ? mediaItems.updatedAt : mediaItems.createdAt;
      const direction = query.sort_order === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(mediaItems)
          .where(where)
          .orderBy(direction(column), direction(mediaItems.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(mediaItems).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async find(agentId: string, id: string): Promise<MediaItemRow | undefined> {
      const [row] = await db.select().from(mediaItems).where(one(agentId, id)).limit(1);
      return row;
    },

    async insert(owner: AuthenticatedOwner, values: NewMediaItem): Promise<MediaItemRow> {
      const [row] = await db
        .insert(mediaItems)
        .values({ ...values, tagKeys: (values.tags ?? []).map(mediaTagKey), ownerId: owner.id, agentId: owner.agentId })
        .returning();
      if (!row) throw new Error('insert into media_items returned no row');
      return row;
    },

    async update(agentId: string, id: string, changes: { name?: string; tags?: string[] }): Promise<MediaItemRow | undefined> {
      const [row] = await db
        .update(mediaItems)
        .set({
          ...(changes.name === undefined ? {} : { name: changes.name }),
          ...(changes.tags === undefined ? {} : { tags: changes.tags, tagKeys: changes.tags.map(mediaTagKey) }),
        })
        .where(one(agentId, id))
        .returning();
      return row;
    },

    /** The removed row, whose storage keys the caller then deletes. */
    async remove(agentId: string, id: string): Promise<MediaItemRow | undefined> {
      const [row] = await db.delete(mediaItems).where(one(agentId, id)).returning();
      return row;
    },

    /** Every tag in use with how many items carry it; tags that compare alike are one. */
    async tags(agentId: string): Promise<{ tag: string; count: number }[]> {
      const rows = await db.select({ tags: mediaItems.tags }).from(mediaItems).where(eq(mediaItems.agentId, agentId));
      const byKey = new Map<string, { tag: string; count: number }>();
      for (const { tags } of rows) {
        for (const tag of tags) {
          const key = mediaTagKey(tag);
          const seen = byKey.get(key);
          if (seen) seen.count += 1;
          else byKey.set(key, { tag, count: 1 });
        }
      }
      return [...byKey.values()].sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag, 'ja'));
    },
  };
}

export type MediaItemsRepository = ReturnType<typeof createMediaItemsRepository>;
