import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { visitorAccounts } from './visitor-accounts';
import { ANSWER_ENGINES, LOGIN_TYPES } from 'shared-contracts';

/**
 * A browser that opened an agent's widget. Its id is the subject of the visitor token, so the
 * conversation survives page loads; signing in links it to a visitor account.
 */
export const widgetVisitors = pgTable(
  'widget_visitors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: text('agent_id').notNull(),
    visitorAccountId: uuid('visitor_account_id').references(() => visitorAccounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Made by the demo owner's sample history (src/seed/sample-history.ts): removed with it in one click. */
    sample: boolean('sample').notNull().default(false),
  },
  (t) => [
    index('widget_visitors_agent_id_created_at_idx').on(t.agentId, t.createdAt),
    index('widget_visitors_visitor_account_id_idx').on(t.visitorAccountId),
  ],
);

/** One chat of one visitor; `preview` marks the owner's own tests from the console (kept out of analytics). */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: text('agent_id').notNull(),
    visitorId: uuid('visitor_id')
      .notNull()
      .references(() => widgetVisitors.id, { onDelete: 'cascade' }),
    /** The page's origin the widget ran on, as the loader claimed it and the origin policy accepted it. */
    origin: text('origin').notNull(),
    pageUrl: text('page_url'),
    preview: boolean('preview').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    // What a history row shows, kept here by every turn's write (docs/architecture.md §9: a list never aggregates
    // messages at read time).
    /** The account the visitor was signed in with at their last message. */
    visitorAccountId: uuid('visitor_account_id').references(() => visitorAccounts.id, { onDelete: 'set null' }),
    loginType: text('login_type', { enum: LOGIN_TYPES }),
    firstQuestion: text('first_question').notNull().default(''),
    messageCount: integer('message_count').notNull().default(0),
    /** Answers that were the fallback. */
    unansweredCount: integer('unanswered_count').notNull().default(0),
    feedbackUpCount: integer('feedback_up_count').notNull().default(0),
    feedbackDownCount: integer('feedback_down_count').notNull().default(0),
    formSubmitted: boolean('form_submitted').notNull().default(false),
    /** An LLM call failed. */
    hasError: boolean('has_error').notNull().default(false),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Every message's text in the runtime's comparison form (normaliseForMatch), one per line. */
    searchText: text('search_text').notNull().default(''),
    /**
     * The characters and character pairs of search_text (historyTerms; Japanese has no spaces to split
     * words on): the keyword search finds conversations holding all of the keyword's terms through
     * the GIN index, then confirms with a substring match on search_text.
     */
    searchTerms: text('search_terms').array().notNull().default(sql`'{}'::text[]`),
    /** Made by the demo owner's sample history (src/seed/sample-history.ts): removed with it in one click. */
    sample: boolean('sample').notNull().default(false),
  },
  (t) => [
    // Resuming: the visitor's latest conversation.
    index('conversations_agent_visitor_last_message_idx').on(t.agentId, t.visitorId, t.lastMessageAt),
    // History and analytics: an agent's conversations by time, started or last message. `preview`
    // trails each key so the capped count and the page leave out test chats from the index alone
    // (an index-only scan), without reading a million rows' heap.
    index('conversations_agent_id_started_at_idx').on(t.agentId, t.startedAt, t.preview),
    // Also 分析's 利用者数 (distinct people with a message in a period), read from this index alone: the
    // columns it needs trail the key.
    index('conversations_agent_id_last_message_at_idx').on(
      t.agentId,
      t.lastMessageAt,
      t.preview,
      t.messageCount,
      t.startedAt,
      t.loginType,
      t.visitorAccountId,
      t.visitorId,
    ),
    // The history's yes/no filters are rare among many rows: each has its own small index, so the
    // first page and the capped count read only matching rows.
    index('conversations_unanswered_idx').on(t.agentId, t.startedAt, t.preview).where(sql`${t.unansweredCount} > 0`),
    index('conversations_feedback_down_idx').on(t.agentId, t.startedAt, t.preview).where(sql`${t.feedbackDownCount} > 0`),
    index('conversations_feedback_up_idx').on(t.agentId, t.startedAt, t.preview).where(sql`${t.feedbackUpCount} > 0`),
    index('conversations_form_submitted_idx').on(t.agentId, t.startedAt, t.preview).where(sql`${t.formSubmitted}`),
    index('conversations_has_error_idx').on(t.agentId, t.startedAt, t.preview).where(sql`${t.hasError}`),
    index('conversations_reviewed_idx').on(t.agentId, t.startedAt, t.preview).where(sql`${t.reviewedAt} is not null`),
    index('conversations_signed_in_idx').on(t.agentId, t.loginType, t.startedAt, t.preview).where(sql`${t.loginType} is not null`),
    index('conversations_visitor_account_id_idx').on(t.visitorAccountId),
    // Every turn's update re-enters all of the row's terms (the update is never HOT: its indexed
    // columns move), so this index leans on GIN's pending list (fastupdate, on by default), which
    // takes them in one append and merges them later in bulk. Measured with agent-stream, 12 turns
    // one at a time: whole answer p50 19.8 → 22.1 ms from turn 1 to 12 with it, 25.6 → 41.3 ms with
    // fastupdate off. Terms in rows of their own per turn were tried and reverted (f16c2d2).
    index('conversations_search_terms_idx').using('gin', t.searchTerms),
    // Removing the sample history finds its few rows without reading the owner's own.
    index('conversations_sample_idx').on(t.agentId).where(sql`${t.sample}`),
  ],
);

export const MESSAGE_ROLES = ['visitor', 'agent'] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];

export const FEEDBACK_VALUES = ['up', 'down'] as const;
export type FeedbackValue = (typeof FEEDBACK_VALUES)[number];

/** A knowledge passage an answer stood on, as the trace shows it (jsonb documents are snake_case, like the API). */
export interface MessageSource {
  item_id: string;
  title: string;
  heading: string | null;
  text: string;
  score: number;
  /** Cosine similarity to the question where retrieval by meaning ran and held the passage (absent otherwise, and on rows written before). */
  similarity?: number;
  /** Named to the visitor (the owner's citations setting was on and the answer stood on it). */
  cited?: boolean;
  /**
   * The answer stood on it, whatever the citations setting: the passage a built-in answer was made of,
   * every passage an LLM was given. 分析's 引用 counts these (absent on rows written before it was kept).
   */
  used?: boolean;
}
export interface MessageQuickReply {
  id: string;
  label: string;
}
/** A Q&A question offered with an unsure answer (もしかして…): the knowledge item and its question as offered. */
export interface MessageCandidate {
  item_id: string;
  question: string;
}
/** The form offered, pinned to the version the visitor is shown. */
export interface MessageForm {
  id: string;
  version: number;
}
export interface MessageLink {
  url: string;
  title: string;
}
export interface MessageImage {
  url: string;
  alt: string;
}
export interface MessageTiming {
  total_ms: number;
  retrieval_ms: number | null;
  first_token_ms: number | null;
}

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: text('agent_id').notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: MESSAGE_ROLES }).notNull(),
    text: text('text').notNull(),
    emotion: text('emotion'),
    /** Which step of the pipeline wrote an agent message (visitor messages have none): shared-contracts' ANSWER_ENGINES. */
    engine: text('engine', { enum: ANSWER_ENGINES }),
    /** In Japanese, which setting answered (the trace of /chatui). */
    rule: text('rule'),
    sources: jsonb('sources').$type<MessageSource[]>().notNull().default([]),
    quickReplies: jsonb('quick_replies').$type<MessageQuickReply[]>().notNull().default([]),
    /**
     * The likely Q&A questions an unsure answer offered (engine knowledge_candidates); pressing one
     * sends its item id. Apart from quick_replies: those are the owner's buttons, resolved by their own
     * id and shown only under the latest answer.
     */
    candidates: jsonb('candidates').$type<MessageCandidate[]>().notNull().default([]),
    form: jsonb('form').$type<MessageForm>(),
    links: jsonb('links').$type<MessageLink[]>().notNull().default([]),
    images: jsonb('images').$type<MessageImage[]>().notNull().default([]),
    /** provider/model of an LLM answer. */
    model: text('model'),
    timing: jsonb('timing').$type<MessageTiming>(),
    feedback: text('feedback', { enum: FEEDBACK_VALUES }),
    /**
     * A visitor message's group in 分析's question tables (analytics/question-key.ts), written with the
     * message; null for answers and for rows written before it existed (the analytics backfill fills them,
     * '' where a message has none).
     */
    questionKey: text('question_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_id_created_at_idx').on(t.conversationId, t.createdAt),
    // 分析's question tables: the latest message still kept of a group, for its text and ナレッジに追加.
    index('messages_question_key_idx').on(t.agentId, t.questionKey, t.createdAt).where(sql`${t.questionKey} is not null`),
    index('messages_agent_id_created_at_idx').on(t.agentId, t.createdAt),
    // フォーム回答履歴's 送信率: how often each form was offered in a period, from the few messages that offer one.
    index('messages_form_offered_idx')
      .on(t.agentId, sql`(${t.form} ->> 'id')`, t.createdAt)
      .where(sql`${t.form} is not null`),
    check('messages_feedback_only_on_answers', sql`${t.feedback} is null or ${t.role} = 'agent'`),
  ],
);

export type WidgetVisitorRow = typeof widgetVisitors.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type NewMessageRow = typeof messages.$inferInsert;
