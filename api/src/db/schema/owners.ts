import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PLANS } from 'shared-contracts';

/** The owner account: the console's only role (SPEC §6). Rows are soft-deleted so history keeps its owner. */
export const owners = pgTable(
  'owners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    agentId: text('agent_id').notNull(),
    plan: text('plan', { enum: PLANS }).notNull().default('standard'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // A deleted owner's address may sign up again; among live owners it identifies one account.
    uniqueIndex('owners_email_live_key').on(t.email).where(sql`${t.deletedAt} is null`),
    uniqueIndex('owners_agent_id_key').on(t.agentId),
    check('owners_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

export type OwnerRow = typeof owners.$inferSelect;
export type NewOwnerRow = typeof owners.$inferInsert;
