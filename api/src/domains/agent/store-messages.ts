import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/query-rows';
import type { MessageRow } from '../../db/schema';

/** A message as the turn writes it (feedback starts empty). */
export type MessageToStore = Omit<MessageRow, 'agentId' | 'conversationId' | 'feedback'>;

export interface ConversationScope {
  agentId: string;
  conversationId: string;
  visitorId: string;
}

const json = (value: unknown): string | null => (value === null ? null : JSON.stringify(value));

function rowValues(m: MessageToStore): SQL {
  return sql`(${m.id}::uuid, ${m.role}::text, ${m.text}::text, ${m.emotion}::text, ${m.engine}::text, ${m.rule}::text,
    ${json(m.sources)}::jsonb, ${json(m.quickReplies)}::jsonb, ${json(m.form)}::jsonb, ${json(m.links)}::jsonb, ${json(m.images)}::jsonb,
    ${m.model}::text, ${json(m.timing)}::jsonb, ${m.createdAt.toISOString()}::timestamptz)`;
}

/**
 * Writes messages of a turn and moves the conversation's last_message_at, in one statement (one
 * round trip, one commit), and only into a conversation of this visitor of this agent. Answers how
 * many rows were written (0: the conversation is not theirs, or is gone).
 */
export async function storeMessages(db: Database, scope: ConversationScope, rows: readonly MessageToStore[]): Promise<number> {
  if (rows.length === 0) return 0;
  const latest = rows.reduce((max, row) => (row.createdAt > max ? row.createdAt : max), rows[0]?.createdAt ?? new Date());
  const written = await queryRows<{ id: string }>(
    db,
    sql`with target as (
        select c.id, c.agent_id from conversations c
        where c.agent_id = ${scope.agentId} and c.id::text = ${scope.conversationId} and c.visitor_id::text = ${scope.visitorId}
      ), inserted as (
        insert into messages (id, agent_id, conversation_id, role, text, emotion, engine, rule, sources, quick_replies, form, links, images, model, timing, created_at)
        select v.id, t.agent_id, t.id, v.role, v.text, v.emotion, v.engine, v.rule, v.sources, v.quick_replies, v.form, v.links, v.images, v.model, v.timing, v.created_at
        from target t cross join (values ${sql.join(rows.map(rowValues), sql`, `)})
          as v(id, role, text, emotion, engine, rule, sources, quick_replies, form, links, images, model, timing, created_at)
        returning id
      ), touched as (
        update conversations set last_message_at = greatest(last_message_at, ${latest.toISOString()}::timestamptz)
        where id in (select id from target)
        returning id
      )
      select id::text as id from inserted`,
  );
  return written.length;
}
