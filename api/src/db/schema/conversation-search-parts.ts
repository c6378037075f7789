import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { conversations } from './conversations';

/**
 * What 会話履歴's keyword search reads (DESIGN §9): the text of one write of a conversation's messages
 * (a turn: the question and its answer) in the runtime's comparison form, with its characters and
 * character pairs (history/search-terms.ts). Written once with the turn and never updated.
 *
 * Why not on the conversation row, as it was: that row is rewritten by every turn, and a rewritten
 * row (never a HOT update: its indexed columns move) puts *all* of its terms into the GIN index
 * again, so the tenth turn of a conversation paid some 25 ms for terms it had already written
 * (measured on a copy). A keyword never spans two messages (a keyword holds no line break, and the
 * messages are joined by one), so parts find the same conversations the whole text did.
 */
export const conversationSearchParts = pgTable(
  'conversation_search_parts',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** The conversation's message_count once the part's messages were stored: its place, and its key. */
    position: integer('position').notNull(),
    agentId: text('agent_id').notNull(),
    /** The part's messages in the comparison form (normaliseForMatch), one per line. */
    searchText: text('search_text').notNull(),
    /** The characters and character pairs of search_text, once each: the GIN index finds a keyword's parts by them. */
    searchTerms: text('search_terms').array().notNull(),
  },
  (t) => [
    // Also the index a conversation's parts are found by: the keyword's check of one conversation,
    // and the cascade when a conversation is deleted.
    primaryKey({ columns: [t.conversationId, t.position] }),
    index('conversation_search_parts_search_terms_idx').using('gin', t.searchTerms),
  ],
);

export type ConversationSearchPartRow = typeof conversationSearchParts.$inferSelect;
