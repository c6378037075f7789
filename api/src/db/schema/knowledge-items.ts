import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { KNOWLEDGE_ITEM_STATUSES, KNOWLEDGE_ITEM_TYPES, type KnowledgeFileKind } from 'shared-contracts';
import { owners } from './owners';

/** What each type of item holds besides its title (the title column). */
export type KnowledgeContent =
  | { type: 'article'; body: string }
  | { type: 'qa'; question: string; alternatives: string[]; answer: string; emotion: string | null }
  | { type: 'file'; filename: string; mime: string; size: number; kind: KnowledgeFileKind }
  | { type: 'url'; url: string };

/**
 * The owner's knowledge items. The row is also the indexing queue: `status = 'processing'` items
 * are claimed by any API replica through the lease columns, so a restart (or another replica)
 * resumes what one left off.
 *
 * Generations: every indexing run writes its passages under a fresh generation number
 * (`last_generation` + 1); retrieval reads only `indexed_generation`. Switching the two is one
 * short transaction, so a question asked meanwhile is answered from the old passages or the new.
 */
export const knowledgeItems = pgTable(
  'knowledge_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    agentId: text('agent_id').notNull(),
    type: text('type', { enum: KNOWLEDGE_ITEM_TYPES }).notNull(),
    /** Article and file: the owner's; Q&A: the question; web page: the fetched title (the URL before). */
    title: text('title').notNull(),
    content: jsonb('content').$type<KnowledgeContent>().notNull(),
    status: text('status', { enum: KNOWLEDGE_ITEM_STATUSES }).notNull().default('processing'),
    errorReason: text('error_reason'),
    /** 0–100 while processing. */
    progress: integer('progress'),
    /** Passages of `indexed_generation`. */
    passageCount: integer('passage_count').notNull().default(0),
    /** Bumped by every change of the owner's; an indexing run publishes only the version it read. */
    contentVersion: integer('content_version').notNull().default(1),
    /** The generation retrieval reads (0: none yet). */
    indexedGeneration: integer('indexed_generation').notNull().default(0),
    /** The highest generation ever started, so two runs never write under one number. */
    lastGeneration: integer('last_generation').notNull().default(0),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /**
     * The index format the published passages were written in (INDEX_FORMAT in
     * domains/knowledge/indexing/index-format.ts): an item of an older format is indexed again.
     */
    indexFormat: integer('index_format').notNull().default(1),
    /** Runs that ended without a result (crash, database trouble); the item gives up after a few. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The owner's last change; indexing leaves it alone. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    indexedAt: timestamp('indexed_at', { withTimezone: true }),
  },
  (t) => [
    index('knowledge_items_agent_id_created_at_idx').on(t.agentId, t.createdAt),
    index('knowledge_items_agent_id_updated_at_idx').on(t.agentId, t.updatedAt),
    index('knowledge_items_queue_idx').on(t.leaseUntil).where(sql`${t.status} = 'processing'`),
  ],
);

export type KnowledgeItemRow = typeof knowledgeItems.$inferSelect;

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The uploaded file of a file item, kept in the database so that any replica can index it (and
 * index it again) without a shared disk.
 */
export const knowledgeItemFiles = pgTable('knowledge_item_files', {
  itemId: uuid('item_id')
    .primaryKey()
    .references(() => knowledgeItems.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
});
