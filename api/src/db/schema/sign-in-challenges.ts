import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { widgetVisitors } from './conversations';

/**
 * One-time codes mailed to a widget visitor who signs in by mail. Only an HMAC of the code is kept
 * (a six-digit code's plain hash would fall to a million guesses); a code belongs to the visitor
 * who asked for it, counts its wrong tries and is consumed once.
 */
export const mailSignInCodes = pgTable(
  'mail_sign_in_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: text('agent_id').notNull(),
    visitorId: uuid('visitor_id')
      .notNull()
      .references(() => widgetVisitors.id, { onDelete: 'cascade' }),
    /** Lower case. */
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The per-address send limit and the latest code of an address.
    index('mail_sign_in_codes_agent_email_created_at_idx').on(t.agentId, t.email, t.createdAt),
    // The per-visitor send limit.
    index('mail_sign_in_codes_visitor_created_at_idx').on(t.visitorId, t.createdAt),
  ],
);

/**
 * A LINE Login in progress: the `state` sent to LINE (kept as its SHA-256, looked up and deleted in
 * one statement so it is used once), with the nonce and PKCE verifier the callback needs.
 */
export const lineSignInStates = pgTable(
  'line_sign_in_states',
  {
    stateHash: text('state_hash').primaryKey(),
    agentId: text('agent_id').notNull(),
    visitorId: uuid('visitor_id')
      .notNull()
      .references(() => widgetVisitors.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('line_sign_in_states_expires_at_idx').on(t.expiresAt)],
);

export type MailSignInCodeRow = typeof mailSignInCodes.$inferSelect;
export type LineSignInStateRow = typeof lineSignInStates.$inferSelect;
