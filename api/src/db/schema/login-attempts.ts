import { bigint, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sign-in attempts of the current rate-limit window, counted per account and per address.
 * They live in PostgreSQL rather than process memory so that every API replica sees the same counts.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    succeeded: boolean('succeeded').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_email_created_at_idx').on(t.email, t.createdAt),
    index('login_attempts_address_created_at_idx').on(t.address, t.createdAt),
    index('login_attempts_created_at_idx').on(t.createdAt),
  ],
);
