import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { textArray } from '../../db/pg-array';
import { queryRows } from '../../db/query-rows';
import { personHash, rankOf, registerOf, SKETCH_LOGIN_TYPES, SKETCH_REGISTERS } from './visitor-sketch';

const iso = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
const utcText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A kept sketch of 利用者数: `days` closed UTC days from `start`, one login type. */
export interface VisitorSketchRow {
  days: number;
  start: Date;
  login_type: string;
  registers: Uint8Array;
}
type RawSketchRow = { days: number; day: string; login_type: string; registers: Uint8Array };
const sketchRows = (rows: RawSketchRow[]): VisitorSketchRow[] =>
  rows.map((row) => ({ days: row.days, start: new Date(row.day), login_type: row.login_type, registers: row.registers }));

/** 利用者数's conversations: the agent's, not the owner's test chats, with messages. */
function activeConversations(agentId: string): SQL {
  return sql`c.agent_id = ${agentId} and not c.preview and c.message_count > 0`;
}

/** A person: the signed-in account, else the browser. */
function person(conversation: string): SQL {
  return sql`coalesce(${sql.raw(conversation)}.visitor_account_id, ${sql.raw(conversation)}.visitor_id)`;
}

/**
 * 利用者数's reads (visitor-count.ts decides which): the exact count of a quiet period, and for a busy
 * one the HyperLogLog sketches of its closed days (analytics_visitor_days) and the registers of its
 * ragged ends. Every read names the agent. Part of the analytics repository.
 */
export function createVisitorCountRepository(db: Database) {
  return {
    /** When the agent's first non-preview conversation started (null: none). */
    async firstConversationAt(agentId: string): Promise<Date | null> {
      const [row] = await queryRows<{ first: string | null }>(
        db,
        sql`select ${utcText(sql`min(c.started_at)`)} as first from conversations c where ${activeConversations(agentId)}`,
      );
      return row?.first ? new Date(row.first) : null;
    },

    /**
     * 利用者数 over [from, before), exactly: distinct people (the signed-in account, else the browser)
     * with a non-preview conversation with messages active in the period, by login type ('' = not
     * signed in). Read from conversations, not the rollups (one visitor in two hours is one, not two);
     * the conversation row keeps who wrote (visitor_account_id, login_type) with each turn, in the
     * covering index on last_message_at. A person is an account (one login type) or an anonymous
     * browser, so the groups add up to the total. For quiet periods (visitor-count.ts).
     */
    visitorsExact(agentId: string, from: Date, before: Date): Promise<{ login_type: string; people: number }[]> {
      return queryRows<{ login_type: string; people: number }>(
        db,
        sql`select login_type, count(*)::int as people from (
            select distinct ${person('c')} as person, coalesce(c.login_type, '') as login_type from conversations c
            where ${activeConversations(agentId)} and c.last_message_at >= ${iso(from)} and c.started_at < ${iso(before)}
          ) p group by login_type`,
      );
    },

    /**
     * The registers (max rank per register, by login type) of the people of the conversations that
     * ended in `ended` or started in `started`: the ragged ends of a sketched period that its whole days
     * do not hold (a conversation active across a day's edge is in that day's sketch).
     */
    async visitorRegisters(
      agentId: string,
      windows: { ended: [Date, Date] | null; started: [Date, Date] | null },
    ): Promise<{ login_type: string; register: number; rank: number }[]> {
      const parts: SQL[] = [];
      if (windows.ended) parts.push(sql`(c.last_message_at >= ${iso(windows.ended[0])} and c.last_message_at < ${iso(windows.ended[1])})`);
      if (windows.started) parts.push(sql`(c.started_at >= ${iso(windows.started[0])} and c.started_at < ${iso(windows.started[1])})`);
      if (parts.length === 0) return [];
      const hash = personHash(person('c'));
      return queryRows<{ login_type: string; register: number; rank: number }>(
        db,
        sql`select coalesce(c.login_type, '') as login_type, ${registerOf(hash)} as register, max(${rankOf(hash)})::int as rank
          from conversations c where ${activeConversations(agentId)} and (${sql.join(parts, sql` or `)}) group by 1, 2`,
      );
    },

    /**
     * The sketches of these closed UTC days, by login type. Days not sketched yet are made first, in
     * one pass over the conversations active from the first of them (once: a closed day does not
     * change), every login type of every day, empty ones too, so that a quiet day is not made again.
     */
    async visitorDaySketches(agentId: string, days: readonly Date[]): Promise<VisitorSketchRow[]> {
      if (days.length === 0) return [];
      const list = textArray(days.map((day) => day.toISOString()));
      const kept = await queryRows<{ day: string }>(
        db,
        sql`select distinct ${utcText(sql`day`)} as day from analytics_visitor_days
          where agent_id = ${agentId} and days = 1 and day = any(${list}::timestamptz[])`,
      );
      const have = new Set(kept.map((row) => Date.parse(row.day)));
      const missing = days.filter((day) => !have.has(day.getTime()));
      if (missing.length > 0) {
        const first = new Date(Math.min(...missing.map((day) => day.getTime())));
        const end = new Date(Math.max(...missing.map((day) => day.getTime())) + 86_400_000);
        const hash = personHash(person('c'));
        const types = sql.join(
          SKETCH_LOGIN_TYPES.map((type) => sql`(${type}::text)`),
          sql`, `,
        );
        const epoch = sql`'1970-01-01T00:00:00Z'::timestamptz`;
        await db.execute(
          sql`with missing(day) as (select unnest(${textArray(missing.map((day) => day.toISOString()))}::timestamptz[])),
            regs as (
              select d.day, coalesce(c.login_type, '') as login_type, ${registerOf(hash)} as register, max(${rankOf(hash)}) as rank
              from conversations c
              cross join lateral generate_series(
                date_bin('24 hours', greatest(c.started_at, ${iso(first)}), ${epoch}),
                least(c.last_message_at, ${iso(end)} - interval '1 microsecond'),
                interval '24 hours'
              ) as d(day)
              where ${activeConversations(agentId)} and c.last_message_at >= ${iso(first)} and c.started_at < ${iso(end)}
                and d.day = any(${textArray(missing.map((day) => day.toISOString()))}::timestamptz[])
              group by 1, 2, 3
            ), built as (
              select d.day, t.login_type, string_agg(set_byte('\\x00'::bytea, 0, coalesce(r.rank, 0)), ''::bytea order by i.register) as registers
              from missing d cross join (values ${types}) as t(login_type)
              cross join generate_series(0, ${SKETCH_REGISTERS - 1}) as i(register)
              left join regs r on r.day = d.day and r.login_type = t.login_type and r.register = i.register
              group by d.day, t.login_type
            )
            insert into analytics_visitor_days (agent_id, day, login_type, registers)
            select ${agentId}, day, login_type, registers from built
            on conflict do nothing`,
        );
      }
      return sketchRows(
        await queryRows<RawSketchRow>(
          db,
          sql`select 1 as days, ${utcText(sql`day`)} as day, login_type, registers from analytics_visitor_days
            where agent_id = ${agentId} and days = 1 and day = any(${list}::timestamptz[])`,
        ),
      );
    },

    /** The sketches kept of these spans of closed days (each login type of each span, or none of it). */
    async visitorSpanSketches(agentId: string, spans: readonly { days: number; start: Date }[]): Promise<VisitorSketchRow[]> {
      if (spans.length === 0) return [];
      const pairs = sql.join(
        spans.map((span) => sql`(${span.days}::int, ${span.start.toISOString()}::timestamptz)`),
        sql`, `,
      );
      return sketchRows(
        await queryRows<RawSketchRow>(
          db,
          sql`select v.days, ${utcText(sql`v.day`)} as day, v.login_type, v.registers
            from (values ${pairs}) as s(days, day)
            join analytics_visitor_days v on v.agent_id = ${agentId} and v.days = s.days and v.day = s.day`,
        ),
      );
    },

    /** Keeps sketches of spans made by merging their days (a span made twice at once keeps the first). */
    async keepVisitorSpans(agentId: string, rows: readonly VisitorSketchRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db.execute(
        sql`insert into analytics_visitor_days (agent_id, days, day, login_type, registers) values ${sql.join(
          rows.map((row) => sql`(${agentId}, ${row.days}::int, ${row.start.toISOString()}::timestamptz, ${row.login_type}, ${Buffer.from(row.registers)}::bytea)`),
          sql`, `,
        )} on conflict do nothing`,
      );
    },
  };
}
