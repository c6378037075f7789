import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/query-rows';

/**
 * フォーム送信率 counts offers answered, not answers (KPI_DEFINITIONS: of the times a form was shown in
 * the chat, the share answered). An answer answers the latest offer of its form in its conversation
 * at or before it; an offer counts once however often it is answered, at the offer's hour. So the
 * rate never passes 1: an answer to a form shown in the previous period, a second answer to one
 * offer, or an answer with no offer at all (a visitor who posts a form id it was never shown) cannot
 * make more answered offers than offers. offerAnswered (below) says it in SQL for the rollups'
 * recomputation, offerCounts for フォーム回答履歴's 送信率; migration 0028 rewrote the rollups by it.
 */

/**
 * The UTC hour of the offer this stored answer is the first answer to, or null: no offer of its
 * form in its conversation before it, or the offer was answered already. Run in the answer's
 * transaction, after its insert: the offer's row is locked, so two answers to one offer sent at
 * once count it once (the second reads the first's row after the first commits).
 */
export async function firstAnsweredOfferHour(tx: Pick<Database, 'execute'>, agentId: string, answerId: string): Promise<Date | null> {
  const [offer] = await queryRows<{ id: string; hour: string }>(
    tx,
    sql`select m.id::text as id, to_char(date_trunc('hour', m.created_at at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as hour
      from form_answers a
      join messages m on m.conversation_id = a.conversation_id and m.agent_id = a.agent_id
        and m.role = 'agent' and m.form ->> 'id' = a.form_id::text and m.created_at <= a.created_at
      where a.agent_id = ${agentId} and a.id = ${answerId}::uuid and not a.preview
      order by m.created_at desc limit 1
      for update of m`,
  );
  if (!offer) return null;
  const [earlier] = await queryRows<{ found: number }>(
    tx,
    sql`select 1 as found from messages o
      join form_answers a on a.agent_id = o.agent_id and a.id = ${answerId}::uuid
      join form_answers other on other.conversation_id = o.conversation_id and other.agent_id = o.agent_id
        and other.form_id = a.form_id and other.id <> a.id and not other.preview and other.created_at >= o.created_at
      where o.id = ${offer.id}::uuid
        and not exists (
          select 1 from messages n where n.conversation_id = o.conversation_id and n.role = 'agent'
            and n.form ->> 'id' = o.form ->> 'id' and n.created_at > o.created_at and n.created_at <= other.created_at
        )
      limit 1`,
  );
  return earlier ? null : new Date(offer.hour);
}

/**
 * Whether the offer (the agent message under `alias`) was answered: an answer of its form in its
 * conversation at or after it and before the form's next offer there. Test chats' answers count only
 * with `withPreview` (their offers are in test chats too).
 */
export function offerAnswered(alias: string, { withPreview = false }: { withPreview?: boolean } = {}): SQL {
  const o = sql.raw(alias);
  return sql`exists (
    select 1 from form_answers fa
    where fa.conversation_id = ${o}.conversation_id and fa.agent_id = ${o}.agent_id and fa.form_id::text = ${o}.form ->> 'id'
      ${withPreview ? sql`` : sql`and not fa.preview`} and fa.created_at >= ${o}.created_at
      and not exists (
        select 1 from messages n where n.conversation_id = ${o}.conversation_id and n.role = 'agent'
          and n.form ->> 'id' = ${o}.form ->> 'id' and n.created_at > ${o}.created_at and n.created_at <= fa.created_at
      )
  )`;
}

/**
 * offerAnswered for a set of offers at once, as (offered, answered_offers): `offers` yields the
 * offers' (conversation_id, created_at), all of one form, all before `before` (null: no end). An offer
 * is answered when its conversation's first answer of the form at or after it comes before the form's
 * next offer there. The next offer is the set's next (lead); only an answer after `before` can have a
 * next offer the set does not hold, and only then is it looked up. One probe of an offer's answers,
 * not two nested ones: 30 days of a 10,000,000-message agent (8,100 offers) in 110–140 ms against
 * 270 ms (bench form-rate).
 */
export function offerCounts(options: { agentId: string; formId: string; offers: SQL; before: Date | null; withPreview: boolean }): SQL {
  const { agentId, formId, before } = options;
  const end = before ? sql`${before.toISOString()}::timestamptz` : null;
  return sql`with offered(conversation_id, at) as (${options.offers}), offers as (
      select conversation_id, at, lead(at) over (partition by conversation_id order by at) as next_at from offered
    ), firsts as (
      select o.conversation_id, o.next_at, (
        select min(fa.created_at) from form_answers fa
        where fa.conversation_id = o.conversation_id and fa.agent_id = ${agentId} and fa.form_id = ${formId}::uuid
          and fa.created_at >= o.at ${options.withPreview ? sql`` : sql`and not fa.preview`}
      ) as answered_at
      from offers o
    )
    select count(*)::int as offered, count(*) filter (
      where answered_at is not null and (next_at is null or answered_at < next_at)
        ${
          end
            ? sql`and (answered_at < ${end} or not exists (
                select 1 from messages n where n.conversation_id = firsts.conversation_id and n.role = 'agent'
                  and n.form ->> 'id' = ${formId}::text and n.created_at >= ${end} and n.created_at <= answered_at))`
            : sql``
        }
    )::int as answered_offers
    from firsts`;
}
