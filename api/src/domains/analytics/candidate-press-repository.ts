import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ROLLUP_METRICS } from './rollup-metrics';
import { rollupUpserts, utcHour } from './rollup-upsert';

/**
 * The もしかして… answers a visitor answered by choosing a candidate (ROLLUP_METRICS.questionUnsurePressed).
 */
export function createCandidatePressRepository(db: Database) {
  return {
    /**
     * Counts the press just stored (`pressMessageId`, the visitor message it sent) against the
     * もしかして answer it chose from: the conversation's latest one offering `itemId`, when the
     * press is the first visitor message after it (once each, as rawRollups counts it), at that
     * answer's hour, under the key of the question it answered. A preview conversation counts nothing.
     */
    async recordCandidatePressed(agentId: string, conversationId: string, itemId: string, pressMessageId: string): Promise<void> {
      const source = sql`select ${utcHour(sql`o.created_at`)}, ${ROLLUP_METRICS.questionUnsurePressed}::text, q.question_key, 1
        from (
          select o.created_at, o.conversation_id from messages o
          join conversations c on c.id = o.conversation_id and not c.preview
          where o.agent_id = ${agentId} and o.conversation_id = ${conversationId}::uuid and o.role = 'agent'
            and o.engine = 'knowledge_candidates' and o.candidates @> ${JSON.stringify([{ item_id: itemId }])}::jsonb
          order by o.created_at desc limit 1
        ) o
        join messages p on p.id = ${pressMessageId}::uuid and p.conversation_id = o.conversation_id and p.created_at > o.created_at
        cross join lateral (
          select v.question_key from messages v
          where v.conversation_id = o.conversation_id and v.role = 'visitor' and v.created_at < o.created_at
          order by v.created_at desc limit 1
        ) q
        where coalesce(q.question_key, '') <> '' and not exists (
          select 1 from messages v
          where v.conversation_id = o.conversation_id and v.role = 'visitor' and v.created_at > o.created_at and v.created_at < p.created_at
        )`;
      for (const upsert of rollupUpserts(agentId, source)) await db.execute(upsert);
    },
  };
}
