import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Background jobs that must run once however many API processes there are (the history's retention)
 * take a lease here: a row per job, held by one process until it expires.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** When the holder last finished a run, so another process does not start it again at once. */
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
});

export type JobLeaseRow = typeof jobLeases.$inferSelect;
