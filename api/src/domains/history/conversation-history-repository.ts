import { and, asc, desc, eq, gt, gte, ilike, isNotNull, isNull, like, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { textArray } from '../../db/pg-array';
import { queryRows } from '../../db/query-rows';
import { type ConversationRow, conversations, formAnswers, forms, type MessageRow, messages, visitorAccounts, widgetVisitors } from '../../db/schema';
import type { HistoryFilter, HistorySort } from './history-filter';

/** What a history row shows: the conversation's own history columns and its account's name and mail. */
const summaryColumns = {
  id: conversations.id,
  visitorId: conversations.visitorId,
  visitorAccountId: conversations.visitorAccountId,
  loginType: conversations.loginType,
  origin: conversations.origin,
  pageUrl: conversations.pageUrl,
  preview: conversations.preview,
  sample: conversations.sample,
  startedAt: conversations.startedAt,
  lastMessageAt: conversations.lastMessageAt,
  firstQuestion: conversations.firstQuestion,
  messageCount: conversations.messageCount,
  unansweredCount: conversations.unansweredCount,
  feedbackUpCount: conversations.feedbackUpCount,
  feedbackDownCount: conversations.feedbackDownCount,
  formSubmitted: conversations.formSubmitted,
  hasError: conversations.hasError,
  reviewedAt: conversations.reviewedAt,
};
const accountColumns = { accountName: visitorAccounts.name, accountEmail: visitorAccounts.email };

export type ConversationSummaryRow = Pick<ConversationRow, keyof typeof summaryColumns> & {
  accountName: string | null;
  accountEmail: string | null;
};

export interface ConversationPage {
  rows: ConversationSummaryRow[];
  /** Exact up to the cap; the cap when there are more. */
  total: number;
  totalIsLowerBound: boolean;
}

export interface TranscriptRows {
  summary: ConversationSummaryRow;
  visitorFirstSeenAt: Date;
  /** Oldest first. */
  messages: MessageRow[];
  /** The forms the messages offered; title '' for a form since deleted. */
  forms: { id: string; title: string }[];
  /** The form answers sent in this conversation, oldest first. */
  answers: { id: string; formId: string; createdAt: Date }[];
}

export interface ConversationNeighbourIds {
  previousId: string | null;
  nextId: string | null;
}

/** One conversation of an export, in the list's order, with its messages oldest first. */
export interface ExportConversation {
  id: string;
  loginType: ConversationSummaryRow['loginType'];
  pageUrl: string | null;
  accountName: string | null;
  accountEmail: string | null;
  messages: { role: MessageRow['role']; text: string; engine: MessageRow['engine']; feedback: MessageRow['feedback']; createdAt: Date }[];
}

/** The sort key of the list: 開始日時 or 最終メッセージ. */
const sortKey = (sort: HistorySort) => (sort.sort_by === 'updated_at' ? conversations.lastMessageAt : conversations.startedAt);

/**
 * The WHERE of the list, on the conversation's own columns only (each yes/no filter has its partial
 * index; the keyword goes through the GIN index on search_terms). Always the agent's.
 */
function whereOf(agentId: string, filter: HistoryFilter): SQL {
  const c = conversations;
  const conditions: (SQL | undefined)[] = [eq(c.agentId, agentId)];
  if (!filter.includePreview) conditions.push(eq(c.preview, false));
  if (filter.started.from) conditions.push(gte(c.startedAt, filter.started.from));
  if (filter.started.before) conditions.push(lt(c.startedAt, filter.started.before));
  if (filter.account === 'anonymous') conditions.push(isNull(c.loginType));
  else if (filter.account !== '') conditions.push(eq(c.loginType, filter.account));
  if (filter.unanswered) conditions.push(gt(c.unansweredCount, 0));
  if (filter.rating === 'up') conditions.push(gt(c.feedbackUpCount, 0));
  if (filter.rating === 'down') conditions.push(gt(c.feedbackDownCount, 0));
  // Written as the partial indexes' predicates are.
  if (filter.formSubmitted) conditions.push(sql`${c.formSubmitted}`);
  if (filter.error) conditions.push(sql`${c.hasError}`);
  if (filter.review === 'reviewed') conditions.push(isNotNull(c.reviewedAt));
  if (filter.review === 'unreviewed') conditions.push(isNull(c.reviewedAt));
  if (filter.pageUrl !== '') conditions.push(ilike(c.pageUrl, containsPattern(filter.pageUrl)));
  if (filter.keyword) {
    conditions.push(sql`${c.searchTerms} @> ${textArray(filter.keyword.terms)}::text[]`);
    conditions.push(like(c.searchText, containsPattern(filter.keyword.text)));
  }
  return and(...conditions) ?? sql`false`;
}

/**
 * The conversation history of the owner's console (docs/architecture.md §9): lists read only what each turn keeps
 * on the conversation, counts are capped, exports go by keyset in batches. Every query names the
 * agent, so another agent's conversation is simply not found.
 */
export function createConversationHistoryRepository(db: Database) {
  const summaryOf = async (agentId: string, id: string) => {
    const [row] = await db
      .select({ ...summaryColumns, ...accountColumns, visitorFirstSeenAt: widgetVisitors.createdAt })
      .from(conversations)
      .innerJoin(widgetVisitors, eq(widgetVisitors.id, conversations.visitorId))
      .leftJoin(visitorAccounts, and(eq(visitorAccounts.id, conversations.visitorAccountId), eq(visitorAccounts.agentId, agentId)))
      .where(and(eq(conversations.agentId, agentId), eq(conversations.id, id)))
      .limit(1);
    return row;
  };

  return {
    /**
     * One page in the list's order (ties by id), the accounts joined for the page's rows only, and
     * the total counted no further than `cap` + 1 rows.
     */
    async page(agentId: string, filter: HistoryFilter, sort: HistorySort, paging: { page: number; limit: number }, cap: number): Promise<ConversationPage> {
      const where = whereOf(agentId, filter);
      const direction = sort.sort_order === 'asc' ? asc : desc;
      const key = sortKey(sort);
      const pageRows = db
        .select(summaryColumns)
        .from(conversations)
        .where(where)
        .orderBy(direction(key), direction(conversations.id))
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit)
        .as('page_rows');
      const pageKey = sort.sort_by === 'updated_at' ? pageRows.lastMessageAt : pageRows.startedAt;
      const pageFields = Object.fromEntries(Object.keys(summaryColumns).map((name) => [name, pageRows[name as keyof typeof summaryColumns]])) as {
        [K in keyof typeof summaryColumns]: (typeof pageRows)[K];
      };
      const [rows, [counted]] = await Promise.all([
        db
          .select({ ...pageFields, ...accountColumns })
          .from(pageRows)
          .leftJoin(visitorAccounts, and(eq(visitorAccounts.id, pageRows.visitorAccountId), eq(visitorAccounts.agentId, agentId)))
          .orderBy(direction(pageKey), direction(pageRows.id)),
        queryRows<{ n: number }>(db, sql`select count(*)::int as n from (select 1 from ${conversations} where ${where} limit ${cap + 1}) as capped`),
      ]);
      const n = counted?.n ?? 0;
      return { rows, total: Math.min(n, cap), totalIsLowerBound: n > cap };
    },

    async summary(agentId: string, id: string): Promise<ConversationSummaryRow | undefined> {
      const row = await summaryOf(agentId, id);
      if (!row) return undefined;
      const { visitorFirstSeenAt: _seen, ...summary } = row;
      return summary;
    },

    /** The conversation, its messages oldest first, the forms they offered and the answers sent to them. */
    async transcript(agentId: string, id: string): Promise<TranscriptRows | undefined> {
      const row = await summaryOf(agentId, id);
      if (!row) return undefined;
      const { visitorFirstSeenAt, ...summary } = row;
      const inConversation = and(eq(messages.agentId, agentId), eq(messages.conversationId, id));
      const [messageRows, formRows, answers] = await Promise.all([
        db.select().from(messages).where(inConversation).orderBy(asc(messages.createdAt), asc(messages.id)),
        db
          .select({ id: forms.id, title: sql<string>`case when ${forms.archivedAt} is null then ${forms.name} else '' end` })
          .from(forms)
          .where(
            and(
              eq(forms.agentId, agentId),
              sql`${forms.id}::text in (select ${messages.form}->>'id' from ${messages} where ${inConversation} and ${messages.form} is not null)`,
            ),
          ),
        db
          .select({ id: formAnswers.id, formId: formAnswers.formId, createdAt: formAnswers.createdAt })
          .from(formAnswers)
          .where(and(eq(formAnswers.agentId, agentId), eq(formAnswers.conversationId, id)))
          .orderBy(asc(formAnswers.createdAt), asc(formAnswers.id)),
      ]);
      return { summary, visitorFirstSeenAt, messages: messageRows, forms: formRows, answers };
    },

    /**
     * The rows just before and just after the conversation in the filtered, sorted list (by keyset on
     * the sort key and id, so it works whether or not the conversation itself still matches the
     * filters); undefined when the agent has no such conversation.
     */
    async neighbours(agentId: string, id: string, filter: HistoryFilter, sort: HistorySort): Promise<ConversationNeighbourIds | undefined> {
      const where = whereOf(agentId, filter);
      const key = sortKey(sort);
      const after = sql`(select ${conversations.id}::text from ${conversations}, target
        where ${where} and ${key} >= target.sort_key and (${key}, ${conversations.id}) > (target.sort_key, target.target_id)
        order by ${key} asc, ${conversations.id} asc limit 1)`;
      const before = sql`(select ${conversations.id}::text from ${conversations}, target
        where ${where} and ${key} <= target.sort_key and (${key}, ${conversations.id}) < (target.sort_key, target.target_id)
        order by ${key} desc, ${conversations.id} desc limit 1)`;
      const [row] = await queryRows<{ found: boolean; after_id: string | null; before_id: string | null }>(
        db,
        sql`with target as (
            select ${key} as sort_key, ${conversations.id} as target_id from ${conversations}
            where ${conversations.agentId} = ${agentId} and ${conversations.id} = ${id}::uuid
          )
          select exists (select 1 from target) as found, ${after} as after_id, ${before} as before_id`,
      );
      if (!row?.found) return undefined;
      // Newest first: the row shown before is the later one.
      return sort.sort_order === 'desc' ? { previousId: row.after_id, nextId: row.before_id } : { previousId: row.before_id, nextId: row.after_id };
    },

    /** 確認済み (keeping the first time it was marked) or 未確認; undefined when the agent has no such conversation. */
    async setReviewed(agentId: string, id: string, reviewed: boolean): Promise<ConversationSummaryRow | undefined> {
      const updated = await db
        .update(conversations)
        .set({ reviewedAt: reviewed ? sql`coalesce(${conversations.reviewedAt}, now())` : null })
        .where(and(eq(conversations.agentId, agentId), eq(conversations.id, id)))
        .returning({ id: conversations.id });
      if (updated.length === 0) return undefined;
      return this.summary(agentId, id);
    },

    /** How many message rows an export of these conversations writes: one aggregate over conversations. */
    async exportRowCount(agentId: string, filter: HistoryFilter): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select coalesce(sum(${conversations.messageCount}), 0)::float8 as n from ${conversations} where ${whereOf(agentId, filter)}`,
      );
      return row?.n ?? 0;
    },

    /**
     * The filtered conversations in the list's order, `batchSize` at a time by keyset, each batch with
     * its messages in one query: an export of any size holds at most two batches. The next batch is
     * read while the reader writes the current one (one ahead, no further).
     */
    async *exportBatches(agentId: string, filter: HistoryFilter, sort: HistorySort, batchSize: number): AsyncGenerator<ExportConversation[]> {
      const where = whereOf(agentId, filter);
      const key = sortKey(sort);
      const direction = sort.sort_order === 'asc' ? asc : desc;

      // The cursor is the key as PostgreSQL prints it, which keeps its microseconds (a Date would not).
      const read = async (cursor: { key: string; id: string } | null) => {
        const keyset: SQL | undefined = !cursor
          ? undefined
          : sort.sort_order === 'asc'
            ? sql`${key} >= ${cursor.key}::timestamptz and (${key}, ${conversations.id}) > (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
            : sql`${key} <= ${cursor.key}::timestamptz and (${key}, ${conversations.id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`;
        const batch = await db
          .select({
            id: conversations.id,
            loginType: conversations.loginType,
            pageUrl: conversations.pageUrl,
            ...accountColumns,
            cursorKey: sql<string>`${key}::text`,
          })
          .from(conversations)
          .leftJoin(visitorAccounts, and(eq(visitorAccounts.id, conversations.visitorAccountId), eq(visitorAccounts.agentId, agentId)))
          .where(and(where, keyset))
          .orderBy(direction(key), direction(conversations.id))
          .limit(batchSize);
        const last = batch.at(-1);
        if (!last) return null;
        const rows = await db
          .select({
            conversationId: messages.conversationId,
            role: messages.role,
            text: messages.text,
            engine: messages.engine,
            feedback: messages.feedback,
            createdAt: messages.createdAt,
          })
          .from(messages)
          .where(and(eq(messages.agentId, agentId), sql`${messages.conversationId} = any(${textArray(batch.map((c) => c.id))}::uuid[])`))
          .orderBy(asc(messages.conversationId), asc(messages.createdAt), asc(messages.id));
        const byConversation = new Map<string, ExportConversation['messages']>();
        for (const { conversationId, ...message } of rows) {
          let list = byConversation.get(conversationId);
          if (!list) byConversation.set(conversationId, (list = []));
          list.push(message);
        }
        return {
          conversations: batch.map(({ cursorKey: _key, ...conversation }) => ({ ...conversation, messages: byConversation.get(conversation.id) ?? [] })),
          next: batch.length < batchSize ? null : { key: last.cursorKey, id: last.id },
        };
      };

      let reading = read(null);
      for (;;) {
        const current = await reading;
        if (!current) return;
        reading = current.next ? read(current.next) : Promise.resolve(null);
        // Should the reader stop before taking it, the read ahead must not fail unheard.
        reading.catch(() => undefined);
        yield current.conversations;
      }
    },
  };
}

export type ConversationHistoryRepository = ReturnType<typeof createConversationHistoryRepository>;
