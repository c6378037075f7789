import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LOGIN_TYPES } from 'shared-contracts';
import { owners } from './owners';

/**
 * Visitors who signed in inside the widget (by mail or with LINE Login). The widget creates them
 * (a later issue); the console lists them.
 */
export const visitorAccounts = pgTable(
  'visitor_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    agentId: text('agent_id').notNull(),
    name: text('name').notNull(),
    /** Lower case; LINE accounts have one only when the visitor shared it. */
    email: text('email'),
    loginType: text('login_type', { enum: LOGIN_TYPES }).notNull(),
    lineUserId: text('line_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
    /** Made by the demo owner's sample history (src/seed/sample-history.ts): removed with it in one click. */
    sample: boolean('sample').notNull().default(false),
  },
  (t) => [
    index('visitor_accounts_agent_id_created_at_idx').on(t.agentId, t.createdAt),
    uniqueIndex('visitor_accounts_agent_line_user_key').on(t.agentId, t.lineUserId).where(sql`${t.lineUserId} is not null`),
    uniqueIndex('visitor_accounts_agent_mail_key').on(t.agentId, t.email).where(sql`${t.loginType} = 'mail'`),
  ],
);

export type VisitorAccountRow = typeof visitorAccounts.$inferSelect;
export type NewVisitorAccountRow = typeof visitorAccounts.$inferInsert;
