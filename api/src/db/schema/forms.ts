import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { type FormAnswerValues, type FormDefinition, LOGIN_TYPES } from 'shared-contracts';
import { owners } from './owners';
import { visitorAccounts } from './visitor-accounts';

/**
 * A form the widget can show. The definition lives in its versions; this row holds what lists
 * and lookups need (name, switch, current version) and is archived, never deleted, so answers
 * keep their form.
 */
export const forms = pgTable(
  'forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    agentId: text('agent_id').notNull(),
    /** The current version's name and switch, copied here for the list's search and the runtime. */
    name: text('name').notNull(),
    description: text('description').notNull(),
    enabled: boolean('enabled').notNull(),
    /** The current version's number (form_versions.version). */
    version: integer('version').notNull(),
    /** Set by DELETE: the form leaves the list and the widget; its versions and answers stay. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('forms_agent_id_created_at_idx').on(t.agentId, t.createdAt)],
);

/** Every saved state of a form, never changed once written: answers point at one of these. */
export const formVersions = pgTable(
  'form_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    agentId: text('agent_id').notNull(),
    version: integer('version').notNull(),
    /** formRequestSchema of shared-contracts, parsed. */
    definition: jsonb('definition').$type<FormDefinition>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('form_versions_form_id_version_key').on(t.formId, t.version)],
);

/** What visitors sent, judged by and tied to the version they were shown. */
export const formAnswers = pgTable(
  'form_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: text('agent_id').notNull(),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    formVersionId: uuid('form_version_id')
      .notNull()
      .references(() => formVersions.id, { onDelete: 'cascade' }),
    /** buildAnswerSchema's output for that version: values by field key. */
    values: jsonb('values').$type<FormAnswerValues>().notNull(),
    visitorAccountId: uuid('visitor_account_id').references(() => visitorAccounts.id, { onDelete: 'set null' }),
    /** The conversation the form was opened in (conversations arrive with the widget). */
    conversationId: uuid('conversation_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Sent in the demo owner's sample history (src/seed/sample-history.ts): removed with it in one click. */
    sample: boolean('sample').notNull().default(false),
    // What フォーム回答履歴 filters on, kept here when the answer is written (docs/architecture.md §9: a list reads
    // one table).
    /** How the visitor was signed in when answering (null: not signed in). */
    loginType: text('login_type', { enum: LOGIN_TYPES }),
    /** Sent from an owner test chat of /chatui (the conversation's preview flag). */
    preview: boolean('preview').notNull().default(false),
    /** Every answer value as text (formAnswerCellText) in the comparison form (searchForm), one per line. */
    searchText: text('search_text').notNull().default(''),
    /** historyTerms of search_text: the keyword search's GIN index, as for conversations. */
    searchTerms: text('search_terms').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    // Each list filter has an index that yields its rows newest first; `preview` trails every key so
    // the capped count and the page leave out test answers from the index alone.
    index('form_answers_form_id_created_at_idx').on(t.formId, t.createdAt, t.preview),
    index('form_answers_agent_id_created_at_idx').on(t.agentId, t.createdAt, t.preview),
    index('form_answers_form_version_id_created_at_idx').on(t.formVersionId, t.createdAt, t.preview),
    index('form_answers_form_id_login_type_idx').on(t.formId, t.loginType, t.createdAt, t.preview),
    index('form_answers_agent_id_login_type_idx').on(t.agentId, t.loginType, t.createdAt, t.preview),
    index('form_answers_search_terms_idx').using('gin', t.searchTerms),
    // A conversation's transcript links the answers sent in it; erasing a visitor removes them.
    index('form_answers_conversation_id_idx').on(t.conversationId),
    // フォーム回答履歴's sample notice counts the demo's few sample answers without reading the owner's own.
    index('form_answers_sample_idx').on(t.agentId).where(sql`${t.sample}`),
  ],
);

export type FormRow = typeof forms.$inferSelect;
export type FormVersionRow = typeof formVersions.$inferSelect;
export type FormAnswerRow = typeof formAnswers.$inferSelect;
