import type { KnowledgeItem } from 'shared-contracts';
import type { OwnerSession, TestContext } from '../../helper';
import { type KnowledgeClient, knowledgeClient } from '../knowledge-client';

/** The shop's two Q&A pairs these tests ask about in other words (イートイン, 駐車場). */
export const EAT_IN = { question: 'イートインスペースはありますか', answer: '窓際に8席ございます。' };
export const PARKING = { question: '駐車場はありますか', answer: '店舗横に3台分ございます。' };

/**
 * A new owner whose pairs are indexed and, where the app embeds, whose vectors are written: what
 * each test of retrieval by meaning starts from.
 */
export async function ownerWithQa(
  t: TestContext,
  pairs: readonly { question: string; answer: string }[] = [EAT_IN, PARKING],
): Promise<{ session: OwnerSession; agentId: string; k: KnowledgeClient; items: KnowledgeItem[] }> {
  const session = await t.ownerSession();
  const k = knowledgeClient(t, session);
  const items: KnowledgeItem[] = [];
  for (const pair of pairs) {
    const item = await k.create({ type: 'qa', ...pair });
    const settled = await k.settled(item.id);
    if (settled.status !== 'ready') throw new Error(`${pair.question}: ${settled.status}`);
    items.push(settled);
  }
  await t.app.knowledge.vectors.whenIdle();
  return { session, agentId: session.owner.agentId, k, items };
}
