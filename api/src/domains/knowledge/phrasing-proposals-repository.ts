import { and, count, desc, eq, sql } from 'drizzle-orm';
import { type PhrasingProposalStatus, qaAlternativeSchema } from 'shared-contracts';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/query-rows';
import { conversations, knowledgeItems, knowledgePhrasingProposals, messages } from '../../db/schema';
import { questionKeyOf } from '../analytics/question-key';

/** Phrasings compare as the Q&A's alternatives compare (qaAlternativesSchema, teach): NFKC, lower case. */
export const phrasingKey = (text: string) => text.normalize('NFKC').toLowerCase();

export interface OpenPhrasingProposal {
  id: string;
  itemId: string;
  itemQuestion: string;
  itemAlternatives: string[];
  text: string;
  pressCount: number;
  pressedAt: Date;
  conversationId: string;
  messageId: string;
}

/** The visitor's words proposed as phrasings of the agent's Q&A (schema/knowledge-phrasing-proposals.ts). */
export function createPhrasingProposalsRepository(db: Database) {
  return {
    /**
     * A visitor pressed the candidate `itemId`: the question they had typed before the unsure answer
     * that offered it (the latest such answer of the conversation) is proposed as a phrasing of that
     * Q&A, or its proposal counts one more press. Nothing for the owner's test chats (preview), for
     * words that cannot be a phrasing (several lines, too long), nor when no answer of the
     * conversation offered the item.
     */
    async recordPress(agentId: string, conversationId: string, itemId: string): Promise<void> {
      const offers = await db
        .select({ offeredAt: messages.createdAt })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(
          and(
            eq(messages.conversationId, conversationId),
            eq(messages.agentId, agentId),
            eq(messages.engine, 'knowledge_candidates'),
            sql`${messages.candidates} @> ${JSON.stringify([{ item_id: itemId }])}::jsonb`,
            eq(conversations.preview, false),
          ),
        )
        .orderBy(desc(messages.createdAt))
        .limit(1);
      const offer = offers[0];
      if (!offer) return;
      const [asked] = await db
        .select({ id: messages.id, text: messages.text })
        .from(messages)
        .where(and(eq(messages.conversationId, conversationId), eq(messages.role, 'visitor'), sql`${messages.createdAt} <= ${offer.offeredAt.toISOString()}`))
        .orderBy(desc(messages.createdAt))
        .limit(1);
      // Only what could be a 言い換え: one line, within its length (a visitor may write a paragraph).
      if (!asked || !qaAlternativeSchema.safeParse(asked.text).success) return;
      await db
        .insert(knowledgePhrasingProposals)
        .values({ agentId, itemId, text: asked.text, textKey: phrasingKey(asked.text), messageId: asked.id })
        .onConflictDoUpdate({
          target: [knowledgePhrasingProposals.agentId, knowledgePhrasingProposals.itemId, knowledgePhrasingProposals.textKey],
          set: {
            pressCount: sql`${knowledgePhrasingProposals.pressCount} + 1`,
            messageId: sql`excluded.message_id`,
            text: sql`excluded.text`,
            pressedAt: sql`now()`,
          },
        });
    },

    /**
     * The open proposals of the agent's Q&A, latest press first, and how many there are; with a
     * conversation, only those whose latest press was in it.
     */
    async listOpen(agentId: string, limit: number, conversationId?: string): Promise<{ rows: OpenPhrasingProposal[]; total: number }> {
      const open = and(
        eq(knowledgePhrasingProposals.agentId, agentId),
        eq(knowledgePhrasingProposals.status, 'proposed'),
        conversationId === undefined ? undefined : eq(messages.conversationId, conversationId),
      );
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            id: knowledgePhrasingProposals.id,
            itemId: knowledgePhrasingProposals.itemId,
            content: knowledgeItems.content,
            text: knowledgePhrasingProposals.text,
            pressCount: knowledgePhrasingProposals.pressCount,
            pressedAt: knowledgePhrasingProposals.pressedAt,
            conversationId: messages.conversationId,
            messageId: knowledgePhrasingProposals.messageId,
          })
          .from(knowledgePhrasingProposals)
          .innerJoin(knowledgeItems, and(eq(knowledgeItems.id, knowledgePhrasingProposals.itemId), eq(knowledgeItems.agentId, agentId)))
          .innerJoin(messages, eq(messages.id, knowledgePhrasingProposals.messageId))
          .where(open)
          .orderBy(desc(knowledgePhrasingProposals.pressedAt), desc(knowledgePhrasingProposals.id))
          .limit(limit),
        db.select({ total: count() }).from(knowledgePhrasingProposals).innerJoin(messages, eq(messages.id, knowledgePhrasingProposals.messageId)).where(open),
      ]);
      return {
        rows: rows.flatMap(({ content, ...row }) =>
          content.type === 'qa' ? [{ ...row, itemQuestion: content.question, itemAlternatives: content.alternatives }] : [],
        ),
        total: totals?.total ?? 0,
      };
    },

    /**
     * The evidence beside each proposal: how many different visitors (a signed-in visitor once,
     * whatever browser) asked its words (as 分析 groups questions) in a conversation still kept, were
     * offered its Q&A among the もしかして… candidates, and chose it (their next message is that
     * candidate's question, as the press sends it). Test chats (preview) are not visitors.
     */
    async visitorCounts(agentId: string, proposals: readonly { id: string; itemId: string; text: string }[]): Promise<Map<string, number>> {
      const keyed = proposals.flatMap((p) => {
        const key = questionKeyOf(p.text);
        return key === null ? [] : [{ id: p.id, item_id: p.itemId, key }];
      });
      if (keyed.length === 0) return new Map();
      const rows = await queryRows<{ id: string; visitors: number }>(
        db,
        sql`select p.id, (
            select count(distinct coalesce(c.visitor_account_id::text, c.visitor_id::text))
            from messages v
            join conversations c on c.id = v.conversation_id and not c.preview
            cross join lateral (
              select a.created_at, a.engine, a.candidates from messages a
              where a.conversation_id = v.conversation_id and a.role = 'agent' and a.created_at > v.created_at
              order by a.created_at limit 1
            ) a
            cross join lateral (
              select n.text from messages n
              where n.conversation_id = v.conversation_id and n.role = 'visitor' and n.created_at > a.created_at
              order by n.created_at limit 1
            ) n
            where v.agent_id = ${agentId} and v.question_key = p.key and v.role = 'visitor' and a.engine = 'knowledge_candidates'
              and exists (select 1 from jsonb_array_elements(a.candidates) e where e ->> 'item_id' = p.item_id and e ->> 'question' = n.text)
          )::int as visitors
          from jsonb_to_recordset(${JSON.stringify(keyed)}::jsonb) as p(id text, item_id text, key text)`,
      );
      return new Map(rows.map((row) => [row.id, row.visitors]));
    },

    /** An open proposal of the agent's, with the visitor message it quotes; null for another agent's, a decided or an unknown one. */
    async findOpen(agentId: string, id: string) {
      const [row] = await db
        .select({ id: knowledgePhrasingProposals.id, itemId: knowledgePhrasingProposals.itemId, text: knowledgePhrasingProposals.text, messageId: knowledgePhrasingProposals.messageId })
        .from(knowledgePhrasingProposals)
        .where(and(eq(knowledgePhrasingProposals.agentId, agentId), eq(knowledgePhrasingProposals.id, id), eq(knowledgePhrasingProposals.status, 'proposed')))
        .limit(1);
      return row ?? null;
    },

    /** Closes an open proposal of the agent's; false when there was none to close. */
    async decide(agentId: string, id: string, status: Exclude<PhrasingProposalStatus, 'proposed'>): Promise<boolean> {
      const closed = await db
        .update(knowledgePhrasingProposals)
        .set({ status, decidedAt: sql`now()` })
        .where(and(eq(knowledgePhrasingProposals.agentId, agentId), eq(knowledgePhrasingProposals.id, id), eq(knowledgePhrasingProposals.status, 'proposed')))
        .returning({ id: knowledgePhrasingProposals.id });
      return closed.length > 0;
    },
  };
}

export type PhrasingProposalsRepository = ReturnType<typeof createPhrasingProposalsRepository>;
