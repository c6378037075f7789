import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { textArray } from '../../db/pg-array';
import { queryRows } from '../../db/query-rows';
import { createAnalyticsRepository } from '../analytics/analytics-repository';

/** The rows the sample history made through the runtime, to be marked sample. */
export interface SampleRows {
  visitorIds: readonly string[];
  conversationIds: readonly string[];
  accountIds: readonly string[];
  /** Each form answer with the time it is shown as sent. */
  formAnswers: readonly { id: string; at: Date }[];
}

export interface SampleRemoval {
  conversations: number;
  formAnswers: number;
  visitorAccounts: number;
}

const count = async (db: Pick<Database, 'execute'>, query: ReturnType<typeof sql>): Promise<number> => {
  const [row] = await queryRows<{ n: number }>(db, query);
  return row?.n ?? 0;
};

const uuids = (ids: readonly string[]) => sql`${textArray(ids)}::uuid[]`;

/**
 * The demo owner's sample history (src/seed/sample-history.ts): made by the runtime like any
 * visitor's, then marked `sample` here, and removed in one click. Scoped to the agent.
 */
export function createSampleHistoryRepository(db: Database) {
  const analytics = createAnalyticsRepository(db);
  return {
    /**
     * Marks the rows sample, in one transaction, and dates each conversation by its messages (the
     * runtime wrote the messages at the turn's clock, the conversation row at the real time) and
     * each visitor by its conversations. The rollups follow: the conversations' part is taken out
     * at the times the runtime wrote and put back at the new ones.
     */
    mark(agentId: string, rows: SampleRows): Promise<void> {
      return db.transaction(async (tx) => {
        await analytics.shift(tx, agentId, rows.conversationIds, -1);
        await tx.execute(sql`update conversations c set sample = true,
            started_at = coalesce(m.first_at, c.started_at), last_message_at = coalesce(m.last_at, c.last_message_at)
          from (
            select c2.id, min(msg.created_at) as first_at, max(msg.created_at) as last_at
            from conversations c2 left join messages msg on msg.conversation_id = c2.id
            where c2.agent_id = ${agentId} and c2.id = any(${uuids(rows.conversationIds)})
            group by c2.id
          ) m
          where c.agent_id = ${agentId} and c.id = m.id`);
        await tx.execute(sql`update widget_visitors v set sample = true,
            created_at = coalesce(s.first_at, v.created_at), last_seen_at = coalesce(s.last_at, v.last_seen_at)
          from (
            select v2.id, min(c.started_at) as first_at, max(c.last_message_at) as last_at
            from widget_visitors v2 left join conversations c on c.visitor_id = v2.id
            where v2.agent_id = ${agentId} and v2.id = any(${uuids(rows.visitorIds)})
            group by v2.id
          ) s
          where v.agent_id = ${agentId} and v.id = s.id`);
        await tx.execute(sql`update visitor_accounts set sample = true where agent_id = ${agentId} and id = any(${uuids(rows.accountIds)})`);
        for (const answer of rows.formAnswers) {
          await tx.execute(
            sql`update form_answers set sample = true, created_at = ${answer.at.toISOString()}::timestamptz
              where agent_id = ${agentId} and id = ${answer.id}::uuid`,
          );
        }
        await analytics.shift(tx, agentId, rows.conversationIds, 1);
      });
    },

    /** The agent's knowledge items still being indexed (the sample history waits for the sample agent's). */
    knowledgeInProgress(agentId: string): Promise<number> {
      return count(db, sql`select count(*)::int as n from knowledge_items where agent_id = ${agentId} and status = 'processing'`);
    },

    /** The account a sign-in linked the visitor to. */
    async accountOf(agentId: string, visitorId: string): Promise<string | undefined> {
      const [row] = await queryRows<{ id: string | null }>(
        db,
        sql`select visitor_account_id::text as id from widget_visitors where agent_id = ${agentId} and id = ${visitorId}::uuid`,
      );
      return row?.id ?? undefined;
    },

    /** How many sample conversations and form answers the agent still has (each through its partial index). */
    async status(agentId: string): Promise<{ conversations: number; formAnswers: number }> {
      const conversations = await count(db, sql`select count(*)::int as n from conversations where agent_id = ${agentId} and sample`);
      const formAnswers = await count(db, sql`select count(*)::int as n from form_answers where agent_id = ${agentId} and sample`);
      return { conversations, formAnswers };
    },

    /**
     * Removes every sample row of the agent in one transaction: the form answers sent in sample
     * conversations, the conversations (messages by cascade), the sample visitors (their sign-in
     * codes by cascade) and accounts, and their counts in the rollups. The owner's own rows are never
     * marked, so never touched.
     */
    remove(agentId: string): Promise<SampleRemoval> {
      return db.transaction(async (tx) => {
        // The sample never happened: unlike a deletion of the owner's own rows, its removal takes its
        // part out of the rollups too.
        const sampleIds = await queryRows<{ id: string }>(tx, sql`select id::text as id from conversations where agent_id = ${agentId} and sample`);
        await analytics.shift(
          tx,
          agentId,
          sampleIds.map((row) => row.id),
          -1,
        );
        const formAnswers = await count(
          tx,
          sql`with gone as (
            delete from form_answers where agent_id = ${agentId} and (sample
              or conversation_id in (select id from conversations where agent_id = ${agentId} and sample))
            returning 1
          ) select count(*)::int as n from gone`,
        );
        const conversations = await count(
          tx,
          sql`with gone as (delete from conversations where agent_id = ${agentId} and sample returning 1) select count(*)::int as n from gone`,
        );
        await tx.execute(sql`delete from widget_visitors where agent_id = ${agentId} and sample`);
        const visitorAccounts = await count(
          tx,
          sql`with gone as (delete from visitor_accounts where agent_id = ${agentId} and sample returning 1) select count(*)::int as n from gone`,
        );
        return { conversations, formAnswers, visitorAccounts };
      });
    },
  };
}

export type SampleHistoryRepository = ReturnType<typeof createSampleHistoryRepository>;
