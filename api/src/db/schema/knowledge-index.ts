import { bigint, index, integer, pgTable, primaryKey, real, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { knowledgeItems } from './knowledge-items';

/**
 * The retrieval index of the knowledge items: passages, an inverted index of their terms, and the
 * per-agent statistics BM25 needs. Plain tables and B-tree indexes, so PGlite and PostgreSQL rank
 * alike (src/domains/knowledge/retrieval).
 */

/** A piece of an item (about 200–400 characters, along sentence boundaries) under one generation. */
export const knowledgePassages = pgTable(
  'knowledge_passages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => knowledgeItems.id, { onDelete: 'cascade' }),
    agentId: text('agent_id').notNull(),
    generation: integer('generation').notNull(),
    ordinal: integer('ordinal').notNull(),
    /** The headings above the passage (「料金 › 年間プラン」), '' for none. */
    heading: text('heading').notNull().default(''),
    text: text('text').notNull(),
    /** `text` as it is compared: NFKC, lower case, katakana as hiragana. */
    normalisedText: text('normalised_text').notNull(),
    /**
     * The content words and readings of the heading and text, as the built-in responder compares
     * them (indexing format 3); null for passages indexed before, which it analyses at question time.
     */
    words: text('words').array(),
    /** The passage's length in index terms (weighted), BM25's document length. */
    tokenCount: integer('token_count').notNull(),
  },
  (t) => [index('knowledge_passages_item_id_generation_idx').on(t.itemId, t.generation)],
);

/**
 * The inverted index: one row per term and passage, with the passage's BM25 term weight
 * (`impact`) precomputed. A question reads, per term, only the postings of highest impact, straight
 * off the index (agent_no, term, impact desc, passage_id, tf, doc_len), which also carries what
 * exact BM25 needs: the work per question is bounded however common a term is. Rows are deleted
 * with their passages by the writes (no foreign key: checking one for each of the hundreds of rows
 * a passage brings halved the indexing speed). The agent is its corpus row's number, not its
 * 24-character AgentID: a posting is a few bytes of term and numbers, and the id was a third of
 * each row and index entry (at 50,000 passages indexing ran 1.38 times as fast without it, the
 * covering index a third smaller: README, "Large knowledge bases").
 */
export const knowledgeTerms = pgTable(
  'knowledge_terms',
  {
    /** knowledge_corpus_stats.agent_no of the agent. */
    agentNo: integer('agent_no').notNull(),
    term: text('term').notNull(),
    passageId: bigint('passage_id', { mode: 'number' }).notNull(),
    /** Weighted: a Q&A's question counts more than its answer. */
    tf: smallint('tf').notNull(),
    docLen: integer('doc_len').notNull(),
    /** BM25's term-frequency part at a fixed reference length (src/domains/knowledge/retrieval/bm25.ts): the order postings are read in. */
    impact: real('impact').notNull().default(0),
  },
  (t) => [
    index('knowledge_terms_agent_no_term_impact_idx').on(t.agentNo, t.term, t.impact.desc(), t.passageId, t.tf, t.docLen),
    index('knowledge_terms_passage_id_idx').on(t.passageId),
  ],
);

/** How many live passages hold each term (BM25's document frequency), kept with every publish. */
export const knowledgeTermStats = pgTable(
  'knowledge_term_stats',
  {
    /** knowledge_corpus_stats.agent_no of the agent. */
    agentNo: integer('agent_no').notNull(),
    term: text('term').notNull(),
    df: integer('df').notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentNo, t.term] })],
);

/**
 * Live passages and their total length per agent. Every publish and delete locks this row first,
 * which also serialises the statistics updates of one agent. Made before the agent's first
 * postings are written: its number (never reused, never changed) is what they are filed under.
 */
export const knowledgeCorpusStats = pgTable(
  'knowledge_corpus_stats',
  {
    agentId: text('agent_id').primaryKey(),
    /** The agent's number in the retrieval index (knowledge_terms, knowledge_term_stats). */
    agentNo: integer('agent_no').notNull().generatedAlwaysAsIdentity(),
    passageCount: integer('passage_count').notNull().default(0),
    totalLength: bigint('total_length', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('knowledge_corpus_stats_agent_no_idx').on(t.agentNo)],
);
