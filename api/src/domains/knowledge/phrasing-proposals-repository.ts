import { and, count, desc, eq, sql } from 'drizzle-orm';
import { type PhrasingProposalStatus, qaAlternativeSchema } from 'shared-contracts';
import type { Database } from '../../db/database';
import { conversations, knowledgeItems, knowledgePhrasingProposals, messages } from '../../db/schema';

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
