import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/query-rows';
import { ROLLUP_METRICS as M } from './rollup-metrics';
import { keyedRows } from './rollup-spans';

/** よくある質問 (frequent), 未回答の質問 (unanswered) and 対応済み (taught). */
export type QuestionGroupKind = 'frequent' | 'unanswered' | 'taught';

/** One group of 分析's question tables; message_id, conversation_id and text are null once no message of it is kept. */
export type QuestionGroupRow = {
  key: string;
  count: number;
  unanswered: number;
  unsure: number;
  unsure_pressed: number;
  rated_down: number;
  message_id: string | null;
  conversation_id: string | null;
  text: string | null;
  /** The Q&A (or item) the group's latest answer stood on, when it was answered from the knowledge. */
  answered_item_id: string | null;
  answered_item_title: string | null;
  /** The owner's teach of this group (taught_questions), when there is one. */
  taught_item_id: string | null;
  taught_item_title: string | null;
  taught_how: string | null;
  taught_question: string | null;
  taught_at: Date | null;
  /** Of the group's visitor messages since the teach (before `before`): how many, and how many still missed. */
  asked_since: number | null;
  missed_since: number | null;
};

/**
 * The visitor messages of the group `t.question_key` since the teach `t` (before `before`) whose
 * answer (the first agent message after it in its conversation) was still a miss, as
 * QUESTION_OUTCOME_DEFINITIONS.missed has it: the fallback, or a もしかして… whose candidate the visitor
 * did not choose (their next message is not one of its candidates' questions, as rawRollups counts
 * presses); with `rated_down` also those whose answer got a 👎, which bring a taught group back to
 * 未回答の質問 (its answer wants another look) without being a miss.
 */
const missedAfterTeach = (agentId: string, before: Date, select: 'exists' | 'count', which: 'missed' | 'missed_or_rated_down') => {
  const pressed = sql`exists (
      select 1 from (
        select n.text from messages n
        where n.conversation_id = a.conversation_id and n.role = 'visitor' and n.created_at > a.created_at
        order by n.created_at limit 1
      ) next_visitor
      where exists (select 1 from jsonb_array_elements(a.candidates) e where e ->> 'question' = next_visitor.text)
    )`;
  const missed = sql`(a.engine = 'fallback' or (a.engine = 'knowledge_candidates' and not ${pressed}))`;
  const body = sql`from messages v
      join conversations c on c.id = v.conversation_id and not c.preview
      cross join lateral (
        select a.conversation_id, a.created_at, a.engine, a.feedback, a.candidates from messages a
        where a.conversation_id = v.conversation_id and a.role = 'agent' and a.created_at > v.created_at
        order by a.created_at limit 1
      ) a
      where v.agent_id = ${agentId} and v.question_key = t.question_key and v.role = 'visitor'
        and v.created_at > t.taught_at and v.created_at < ${before.toISOString()}::timestamptz
        and ${which === 'missed' ? missed : sql`(${missed} or a.feedback = 'down')`}`;
  return select === 'exists' ? sql`exists (select 1 ${body})` : sql`(select count(*) ${body})::int`;
};

/**
 * 分析's question tables (issue #40), read from the keyed rollups (rollup-metrics.ts) and the
 * owner's teaches (taught_questions). A missed turn is a fallback or a もしかして… whose candidate
 * was not chosen (QUESTION_OUTCOME_DEFINITIONS.missed); a 👎 is counted apart, on answered turns.
 */
export function createQuestionGroupsRepository(db: Database) {
  return {
    /**
     * Visitor questions grouped by key over [from, before): every group asked (frequent, most asked
     * first); those missed or rated 👎 that the owner has not taught since (unanswered, most missed
     * first: a group taught leaves it at once, and comes back only when a visitor misses it after the
     * teach, or rates its answer 👎); or those taught in the period (taught, latest teach first). At most `limit`; each with the
     * latest message of its group still kept in a non-preview conversation before `before` (the text as
     * written, for ナレッジに追加), the item its answer stood on, and its teach.
     */
    questions(agentId: string, from: Date, before: Date, kind: QuestionGroupKind, limit: number): Promise<QuestionGroupRow[]> {
      const metrics = [M.question, M.questionUnanswered, M.questionRatedDown, M.questionUnsure, M.questionUnsurePressed];
      const rows = keyedRows(agentId, metrics, from, before);
      const missed = sql`(g.unanswered + greatest(g.unsure - g.unsure_pressed, 0))`;
      const chosen =
        kind === 'frequent'
          ? sql`select g.*, t.question_key as taught_key from g left join t on t.question_key = g.key
              where g.count > 0 order by g.count desc, g.key collate "C" limit ${limit}`
          : kind === 'unanswered'
            ? sql`select g.*, t.question_key as taught_key from g left join t on t.question_key = g.key
                where (${missed} > 0 or g.rated_down > 0) and (t.question_key is null or ${missedAfterTeach(agentId, before, 'exists', 'missed_or_rated_down')})
                order by ${missed} desc, g.rated_down desc, g.count desc, g.key collate "C" limit ${limit}`
            : sql`select coalesce(g.key, t.question_key) as key, coalesce(g.count, 0) as count, coalesce(g.unanswered, 0) as unanswered,
                  coalesce(g.rated_down, 0) as rated_down, coalesce(g.unsure, 0) as unsure, coalesce(g.unsure_pressed, 0) as unsure_pressed,
                  t.question_key as taught_key
                from t left join g on g.key = t.question_key
                where t.taught_at >= ${from.toISOString()}::timestamptz and t.taught_at < ${before.toISOString()}::timestamptz
                order by t.taught_at desc, t.question_key collate "C" limit ${limit}`;
      const order =
        kind === 'frequent'
          ? sql`top.count desc, top.key collate "C"`
          : kind === 'unanswered'
            ? sql`(top.unanswered + greatest(top.unsure - top.unsure_pressed, 0)) desc, top.rated_down desc, top.count desc, top.key collate "C"`
            : sql`t.taught_at desc, top.key collate "C"`;
      return queryRows<QuestionGroupRow>(
        db,
        sql`with g as (
            select key,
              (coalesce(sum(count) filter (where metric = ${M.question}), 0))::int as count,
              (coalesce(sum(count) filter (where metric = ${M.questionUnanswered}), 0))::int as unanswered,
              (coalesce(sum(count) filter (where metric = ${M.questionRatedDown}), 0))::int as rated_down,
              (coalesce(sum(count) filter (where metric = ${M.questionUnsure}), 0))::int as unsure,
              (coalesce(sum(count) filter (where metric = ${M.questionUnsurePressed}), 0))::int as unsure_pressed
            from (${rows}) r
            group by key
          ), t as (
            select tq.question_key, tq.item_id, tq.how, tq.question, tq.taught_at, ki.title
            from taught_questions tq join knowledge_items ki on ki.id = tq.item_id
            where tq.agent_id = ${agentId}
          ), top as (${chosen})
          select top.key, top.count, top.unanswered, top.unsure, top.unsure_pressed, top.rated_down,
            latest.id as message_id, latest.conversation_id, latest.text,
            answered.item_id as answered_item_id, answered.title as answered_item_title,
            t.item_id::text as taught_item_id, t.title as taught_item_title, t.how as taught_how, t.question as taught_question, t.taught_at,
            case when t.question_key is null then null else (
              select count(*) from messages v join conversations c on c.id = v.conversation_id and not c.preview
              where v.agent_id = ${agentId} and v.question_key = t.question_key and v.role = 'visitor'
                and v.created_at > t.taught_at and v.created_at < ${before.toISOString()}::timestamptz
            )::int end as asked_since,
            case when t.question_key is null then null else ${missedAfterTeach(agentId, before, 'count', 'missed')} end as missed_since
          from top
          left join t on t.question_key = top.taught_key
          left join lateral (
            select m.id::text, m.conversation_id::text, m.text, m.created_at from messages m
            join conversations c on c.id = m.conversation_id and not c.preview
            where m.agent_id = ${agentId} and m.question_key = top.key and m.created_at < ${before.toISOString()}::timestamptz
            order by m.created_at desc limit 1
          ) latest on true
          left join lateral (
            -- The item the latest answer stood on (the first agent message after it): its first source used, when it still exists.
            select ki.id::text as item_id, ki.title
            from (
              select a.engine, a.sources from messages a
              where a.conversation_id = latest.conversation_id::uuid and a.role = 'agent' and a.created_at > latest.created_at
              order by a.created_at limit 1
            ) a
            cross join lateral (
              select e ->> 'item_id' as item_id from jsonb_array_elements(a.sources) e where e ->> 'used' = 'true' limit 1
            ) s
            join knowledge_items ki on ki.agent_id = ${agentId} and ki.id::text = s.item_id
            where a.engine in ('knowledge_qa', 'knowledge_passages', 'llm')
          ) answered on true
          order by ${order}`,
      );
    },
  };
}
