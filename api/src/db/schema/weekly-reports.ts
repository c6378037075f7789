import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { owners } from './owners';

/**
 * The weekly report mail's settings (週次レポート, issue #43), one row per agent once the owner saved
 * them: off until the owner turns it on; the day (ISO weekday, Monday 1) and hour on the owner's
 * clock; the address (null: the login address).
 */
export const weeklyReportSettings = pgTable(
  'weekly_report_settings',
  {
    agentId: text('agent_id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    weekday: integer('weekday').notNull().default(1),
    hour: integer('hour').notNull().default(9),
    email: text('email'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The job reads only the agents that are on.
    index('weekly_report_settings_enabled_idx').on(t.agentId).where(sql`${t.enabled}`),
    index('weekly_report_settings_owner_idx').on(t.ownerId),
  ],
);

export const REPORT_SEND_KINDS = ['weekly', 'test'] as const;
/** pending: waits for its (next) attempt; sending: handed to the mail server now; sent; failed: gave up; cancelled: the owner turned it off meanwhile. */
export const REPORT_SEND_STATUSES = ['pending', 'sending', 'sent', 'failed', 'cancelled'] as const;

/**
 * Every send of the report, scheduled or test: what went where, when, and how it ended. A scheduled
 * send is claimed by inserting its row, so the unique (agent, week) makes a second mail for the same
 * week impossible, whichever process or retry tries.
 */
export const weeklyReportSends = pgTable(
  'weekly_report_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: text('agent_id').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REPORT_SEND_KINDS }).notNull(),
    /** The Monday (owner's clock) of the week the scheduled send falls in; null for a test send. */
    week: date('week', { mode: 'string' }),
    /** The days reported, inclusive, on the owner's clock: a retry reports the same week. */
    reportFrom: date('report_from', { mode: 'string' }).notNull(),
    reportTo: date('report_to', { mode: 'string' }).notNull(),
    recipient: text('recipient').notNull(),
    status: text('status', { enum: REPORT_SEND_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('weekly_report_sends_agent_week_key').on(t.agentId, t.week),
    // The retries due.
    index('weekly_report_sends_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    // The dialog's last sent and last error.
    index('weekly_report_sends_agent_created_idx').on(t.agentId, t.createdAt),
    index('weekly_report_sends_owner_idx').on(t.ownerId),
  ],
);

export type WeeklyReportSettingsRow = typeof weeklyReportSettings.$inferSelect;
export type WeeklyReportSendRow = typeof weeklyReportSends.$inferSelect;
