import { sql } from 'drizzle-orm';
import type { VisitorErasureResponse } from 'shared-contracts';
import type { Database } from '../../db/database';
import { textArray } from '../../db/pg-array';
import { queryRows } from '../../db/query-rows';

type Executor = Pick<Database, 'execute'>;

const countOf = async (tx: Executor, query: ReturnType<typeof sql>): Promise<number> => {
  const [row] = await queryRows<{ n: number }>(tx, query);
  return row?.n ?? 0;
};

/**
 * Deleting what the owner asks to delete from the history: one conversation, or everything of one
 * visitor (personal data erasure). Every statement is scoped to the owner's agent.
 */
export function createConversationErasureRepository(db: Database) {
  return {
    /**
     * Deletes the conversation and its messages (cascade); false for another agent's or an unknown id.
     * Form answers sent in it stay: they belong to フォーム回答履歴.
     */
    async deleteConversation(agentId: string, conversationId: string): Promise<boolean> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`delete from conversations where agent_id = ${agentId} and id = ${conversationId}::uuid returning id::text as id`,
      );
      return rows.length > 0;
    },

    /**
     * Erases the visitor of a conversation, in one transaction. A visitor signed in (the widget
     * visitor linked to an account, else the account the conversation was held under): that account,
     * every widget visitor linked to it, every conversation of those visitors or held under the
     * account (messages by cascade), every form answer sent in those conversations or by the
     * account, and the sign-in codes and LINE states of those visitors or of the account's address.
     * An anonymous visitor: that widget visitor, its conversations and their form answers, its codes
     * and states. undefined for another agent's or an unknown conversation.
     */
    eraseVisitorOf(agentId: string, conversationId: string): Promise<VisitorErasureResponse | undefined> {
      return db.transaction(async (tx) => {
        const [found] = await queryRows<{ visitor_id: string; account_id: string | null; account_email: string | null }>(
          tx,
          sql`select v.id::text as visitor_id, a.id::text as account_id, a.email as account_email
            from conversations c
            join widget_visitors v on v.id = c.visitor_id and v.agent_id = c.agent_id
            left join visitor_accounts a on a.id = coalesce(v.visitor_account_id, c.visitor_account_id) and a.agent_id = c.agent_id
            where c.agent_id = ${agentId} and c.id = ${conversationId}::uuid
            for update of v`,
        );
        if (!found) return undefined;
        const account = found.account_id;

        // The visitors and conversations to erase, fixed once (under the visitors' row locks) for the statements that follow.
        const visitorIds = (
          await queryRows<{ id: string }>(
            tx,
            account === null
              ? sql`select ${found.visitor_id}::text as id`
              : sql`select id::text as id from widget_visitors
                  where agent_id = ${agentId} and (id = ${found.visitor_id}::uuid or visitor_account_id = ${account}::uuid)
                  for update`,
          )
        ).map((row) => row.id);
        const visitors = sql`${textArray(visitorIds)}::uuid[]`;
        const conversationIds = (
          await queryRows<{ id: string }>(
            tx,
            sql`select id::text as id from conversations where agent_id = ${agentId}
              and (visitor_id = any(${visitors}) ${account === null ? sql`` : sql`or visitor_account_id = ${account}::uuid`})`,
          )
        ).map((row) => row.id);
        const erased = sql`${textArray(conversationIds)}::uuid[]`;

        const formAnswers = await countOf(
          tx,
          sql`with gone as (
            delete from form_answers where agent_id = ${agentId}
              and (conversation_id = any(${erased})
                ${account === null ? sql`` : sql`or visitor_account_id = ${account}::uuid`})
            returning 1
          ) select count(*)::int as n from gone`,
        );
        const conversationCount = await countOf(
          tx,
          sql`with gone as (
            delete from conversations where agent_id = ${agentId} and id = any(${erased}) returning 1
          ) select count(*)::int as n from gone`,
        );
        await tx.execute(
          sql`delete from mail_sign_in_codes where agent_id = ${agentId}
            and (visitor_id = any(${visitors})
              ${found.account_email === null ? sql`` : sql`or email = ${found.account_email}`})`,
        );
        await tx.execute(sql`delete from line_sign_in_states where agent_id = ${agentId} and visitor_id = any(${visitors})`);
        await tx.execute(sql`delete from widget_visitors where agent_id = ${agentId} and id = any(${visitors})`);
        const accounts = account === null ? 0 : await countOf(
          tx,
          sql`with gone as (delete from visitor_accounts where agent_id = ${agentId} and id = ${account}::uuid returning 1) select count(*)::int as n from gone`,
        );
        return { deleted_conversations: conversationCount, deleted_form_answers: formAnswers, deleted_account: accounts > 0 };
      });
    },
  };
}

export type ConversationErasureRepository = ReturnType<typeof createConversationErasureRepository>;
