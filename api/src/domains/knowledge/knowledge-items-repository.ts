import { ARTICLE_EXCERPT_SOURCE, EXCERPT_LENGTH } from './items/article-excerpt';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { KnowledgeItemListQuery, KnowledgeItemType } from 'shared-contracts';
import type { AuthenticatedOwner } from '../auth/authenticated-owner';
import type { Database } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { type KnowledgeContent, type KnowledgeItemRow, knowledgeItemFiles, knowledgeItems } from '../../db/schema';

/** What an owner writes: the title column and the type's content. */
export interface KnowledgeItemValues {
  title: string;
  content: KnowledgeContent;
}

export interface NewKnowledgeItem extends KnowledgeItemValues {
  /** The uploaded file of a file item. */
  file?: Uint8Array;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

// A list row carries the start of the content, never all of it (an article may hold 200,000 characters).
const listColumns = {
  id: knowledgeItems.id,
  type: knowledgeItems.type,
  title: knowledgeItems.title,
  status: knowledgeItems.status,
  errorReason: knowledgeItems.errorReason,
  progress: knowledgeItems.progress,
  passageCount: knowledgeItems.passageCount,
  createdAt: knowledgeItems.createdAt,
  updatedAt: knowledgeItems.updatedAt,
  indexedAt: knowledgeItems.indexedAt,
  excerpt: sql<string>`case ${knowledgeItems.type}
    when 'article' then left(${knowledgeItems.content}->>'body', ${sql.raw(String(ARTICLE_EXCERPT_SOURCE))})
    when 'qa' then left(${knowledgeItems.content}->>'answer', ${sql.raw(String(EXCERPT_LENGTH))})
    when 'file' then ${knowledgeItems.content}->>'filename'
    else ${knowledgeItems.content}->>'url' end`,
};

export type KnowledgeItemListRow = Pick<
  KnowledgeItemRow,
  'id' | 'type' | 'title' | 'status' | 'errorReason' | 'progress' | 'passageCount' | 'createdAt' | 'updatedAt' | 'indexedAt'
> & { excerpt: string };

/** Owner changes put the item back in the queue with a new content version. */
const requeue = {
  status: 'processing' as const,
  errorReason: null,
  progress: 0,
  contentVersion: sql`${knowledgeItems.contentVersion} + 1`,
};

/** The knowledge items of an agent, as the owner edits them; indexing state lives in the same rows (knowledge-queue-repository.ts). */
export function createKnowledgeItemsRepository(db: Database) {
  const one = (agentId: string, id: string) => and(eq(knowledgeItems.agentId, agentId), eq(knowledgeItems.id, id));

  async function insertItems(tx: Transaction, owner: AuthenticatedOwner, items: readonly NewKnowledgeItem[]): Promise<KnowledgeItemRow[]> {
    const created: KnowledgeItemRow[] = [];
    for (const [offset, item] of items.entries()) {
      // One microsecond apart, so the list shows an import in the file's order.
      const at = sql`now() + ${offset} * interval '1 microsecond'`;
      const [row] = await tx
        .insert(knowledgeItems)
        .values({ ownerId: owner.id, agentId: owner.agentId, type: item.content.type, title: item.title, content: item.content, createdAt: at, updatedAt: at })
        .returning();
      if (!row) throw new Error('insert into knowledge_items returned no row');
      if (item.file) await tx.insert(knowledgeItemFiles).values({ itemId: row.id, bytes: Buffer.from(item.file) });
      created.push(row);
    }
    return created;
  }

  /** New items, in one transaction, queued for indexing in the order given. */
  function createMany(owner: AuthenticatedOwner, items: readonly NewKnowledgeItem[]): Promise<KnowledgeItemRow[]> {
    if (items.length === 0) return Promise.resolve([]);
    return db.transaction((tx) => insertItems(tx, owner, items));
  }

  return {
    async page(agentId: string, query: KnowledgeItemListQuery): Promise<{ rows: KnowledgeItemListRow[]; total: number }> {
      const conditions: (SQL | undefined)[] = [eq(knowledgeItems.agentId, agentId)];
      if (query.status !== '') conditions.push(eq(knowledgeItems.status, query.status));
      if (query.type !== '') conditions.push(eq(knowledgeItems.type, query.type));
      if (query.q !== '') {
        const pattern = containsPattern(query.q);
        conditions.push(
          or(
            ilike(knowledgeItems.title, pattern),
            ilike(sql`${knowledgeItems.content}->>'answer'`, pattern),
            ilike(sql`${knowledgeItems.content}->>'filename'`, pattern),
            ilike(sql`${knowledgeItems.content}->>'url'`, pattern),
          ),
        );
      }
      const where = and(...conditions);
      const column = query.sort_by === 'updated_at' ? knowledgeItems.updatedAt : knowledgeItems.createdAt;
      const direction = query.sort_order === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select(listColumns)
          .from(knowledgeItems)
          .where(where)
          .orderBy(direction(column), direction(knowledgeItems.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(knowledgeItems).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async find(agentId: string, id: string): Promise<KnowledgeItemRow | undefined> {
      const [row] = await db.select().from(knowledgeItems).where(one(agentId, id)).limit(1);
      return row;
    },

    /** Every Q&A of the agent, oldest first: for the export and for matching imported questions. */
    allQa(agentId: string): Promise<KnowledgeItemRow[]> {
      return db
        .select()
        .from(knowledgeItems)
        .where(and(eq(knowledgeItems.agentId, agentId), eq(knowledgeItems.type, 'qa')))
        .orderBy(asc(knowledgeItems.createdAt), asc(knowledgeItems.id));
    },

    createMany,

    async create(owner: AuthenticatedOwner, item: NewKnowledgeItem): Promise<KnowledgeItemRow> {
      const [row] = await createMany(owner, [item]);
      if (!row) throw new Error('no knowledge item was created');
      return row;
    },

    /**
     * Replaces what the owner wrote (and the file, when given) and queues the item again. The
     * passages answering now stay until the new ones are published. With `ifContentVersion`, only
     * an item still at that version (a change made from what was read, which no other change overtook).
     */
    update(agentId: string, id: string, type: KnowledgeItemType, values: NewKnowledgeItem, ifContentVersion?: number): Promise<KnowledgeItemRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(knowledgeItems)
          .set({ title: values.title, content: values.content, updatedAt: sql`now()`, ...requeue })
          .where(
            and(
              one(agentId, id),
              eq(knowledgeItems.type, type),
              ifContentVersion === undefined ? undefined : eq(knowledgeItems.contentVersion, ifContentVersion),
            ),
          )
          .returning();
        if (row && values.file) {
          await tx
            .insert(knowledgeItemFiles)
            .values({ itemId: row.id, bytes: Buffer.from(values.file) })
            .onConflictDoUpdate({ target: knowledgeItemFiles.itemId, set: { bytes: Buffer.from(values.file) } });
        }
        return row;
      });
    },

    /**
     * A Q&A import in one transaction: new Q&A added in file order, changed ones replaced (and
     * queued again like any edit).
     */
    importQa(owner: AuthenticatedOwner, added: readonly Extract<KnowledgeContent, { type: 'qa' }>[], updated: readonly { id: string; content: Extract<KnowledgeContent, { type: 'qa' }> }[]): Promise<void> {
      if (added.length === 0 && updated.length === 0) return Promise.resolve();
      return db.transaction(async (tx) => {
        await insertItems(tx, owner, added.map((content) => ({ title: content.question, content })));
        for (const { id, content } of updated) {
          await tx
            .update(knowledgeItems)
            .set({ title: content.question, content, updatedAt: sql`now()`, ...requeue })
            .where(and(one(owner.agentId, id), eq(knowledgeItems.type, 'qa')));
        }
      });
    },

    /** Queues the item again as it is (a web page is fetched again); the owner's updated_at stays. */
    async requestReindex(agentId: string, id: string): Promise<KnowledgeItemRow | undefined> {
      const [row] = await db.update(knowledgeItems).set(requeue).where(one(agentId, id)).returning();
      return row;
    },

    async fileBytes(itemId: string): Promise<Uint8Array | undefined> {
      const [row] = await db.select({ bytes: knowledgeItemFiles.bytes }).from(knowledgeItemFiles).where(eq(knowledgeItemFiles.itemId, itemId)).limit(1);
      return row?.bytes;
    },

    /** An item's content (article, Q&A, file, page), or undefined for another agent's or an unknown id. */
    async contentOf(agentId: string, itemId: string): Promise<KnowledgeContent | undefined> {
      const [row] = await db
        .select({ content: knowledgeItems.content })
        .from(knowledgeItems)
        .where(and(eq(knowledgeItems.agentId, agentId), eq(knowledgeItems.id, itemId)))
        .limit(1);
      return row?.content;
    },

    /** An item's title and content, or undefined for another agent's or an unknown id (a chosen candidate question). */
    async titledContentOf(agentId: string, itemId: string): Promise<{ title: string; content: KnowledgeContent } | undefined> {
      const [row] = await db
        .select({ title: knowledgeItems.title, content: knowledgeItems.content })
        .from(knowledgeItems)
        .where(and(eq(knowledgeItems.agentId, agentId), eq(knowledgeItems.id, itemId)))
        .limit(1);
      return row;
    },

    /**
     * The Q&A content of these items of the agent's, in one query (the built-in responder's one
     * lookup per turn); another agent's id, an unknown one or another type is left out.
     */
    async qaContentsOf(agentId: string, itemIds: readonly string[]): Promise<Map<string, Extract<KnowledgeContent, { type: 'qa' }>>> {
      if (itemIds.length === 0) return new Map();
      const rows = await db
        .select({ id: knowledgeItems.id, content: knowledgeItems.content })
        .from(knowledgeItems)
        .where(and(eq(knowledgeItems.agentId, agentId), inArray(knowledgeItems.id, [...itemIds]), eq(knowledgeItems.type, 'qa')));
      return new Map(rows.flatMap((row) => (row.content.type === 'qa' ? [[row.id, row.content] as const] : [])));
    },
  };
}

export type KnowledgeItemsRepository = ReturnType<typeof createKnowledgeItemsRepository>;
