import { and, asc, desc, eq, gte, inArray, isNull, like, lt, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import type { FormAnswerValues, FormField, LoginType } from 'shared-contracts';
import type { Database } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { textArray } from '../../db/pg-array';
import { queryRows } from '../../db/query-rows';
import { conversations, formAnswers, formVersions, forms, messages, visitorAccounts } from '../../db/schema';
import { offerCounts } from '../analytics/answered-offer';
import type { FormAnswerFilter } from './form-answer-filter';
import type { InstantRange } from './period-range';

export type FormAnswerSort = { sort_by: 'created_at' | 'updated_at'; sort_order: 'asc' | 'desc' };

/** The form an answer belongs to, archived (deleted) or not, with its current version. */
export interface FormRefRow {
  id: string;
  name: string;
  archived: boolean;
  version: number;
}

export interface FormPickerRow extends FormRefRow {
  /** Exact up to the cap; the cap when there are more. */
  answerCount: number;
  answerCountIsLowerBound: boolean;
}

/** One answer as the list, the detail and the exports read it, with the fields of the version it was given against. */
export interface FormAnswerHistoryRow {
  id: string;
  formId: string;
  formName: string;
  formArchived: boolean;
  formVersionId: string;
  version: number;
  values: FormAnswerValues;
  createdAt: Date;
  visitorAccountId: string | null;
  loginType: LoginType | null;
  accountName: string | null;
  accountEmail: string | null;
  conversationId: string | null;
  preview: boolean;
  /** Sent in the demo owner's sample history (removed with it in one click). */
  sample: boolean;
  /** The fields of the answer's own version, in its order. */
  fields: readonly FormField[];
}

export interface FormAnswerPage {
  rows: FormAnswerHistoryRow[];
  total: number;
  totalIsLowerBound: boolean;
}

export interface FormVersionFields {
  version: number;
  createdAt: Date;
  fields: readonly FormField[];
}

export interface FormAnswerColumnRow {
  key: string;
  label: string;
  type: FormField['type'];
  dropped: boolean;
}

export interface FormStats {
  offered: number;
  /** Offers answered (answered-offer.ts). */
  answeredOffers: number;
  answered: number;
}

export type BulkDeletion = { deleted: number } | { conflict: number };

/**
 * The table of one form: the latest version's fields in its order, then fields only older versions
 * had, newest version first, each with the label and type of the newest version that has it.
 * `versions` newest first.
 */
export function columnsOf(versions: readonly FormVersionFields[]): FormAnswerColumnRow[] {
  const columns: FormAnswerColumnRow[] = [];
  const seen = new Set<string>();
  versions.forEach((version, index) => {
    for (const field of version.fields) {
      if (seen.has(field.key)) continue;
      seen.add(field.key);
      columns.push({ key: field.key, label: field.label, type: field.type, dropped: index > 0 });
    }
  });
  return columns;
}

const a = formAnswers;

const answerColumns = {
  id: a.id,
  formId: a.formId,
  formName: forms.name,
  formArchived: sql<boolean>`${forms.archivedAt} is not null`,
  formVersionId: a.formVersionId,
  version: formVersions.version,
  values: a.values,
  createdAt: a.createdAt,
  visitorAccountId: a.visitorAccountId,
  loginType: a.loginType,
  accountName: visitorAccounts.name,
  accountEmail: visitorAccounts.email,
  conversationId: a.conversationId,
  preview: a.preview,
  sample: a.sample,
};

/**
 * The WHERE of the list, on the answer's own columns (each filter has an index that yields its rows
 * newest first; the keyword goes through the GIN index on search_terms). Always the agent's.
 * `versionId` is the chosen version's row (versionIdOf), null when that version does not exist.
 */
function whereOf(agentId: string, filter: FormAnswerFilter, versionId: string | null | undefined): SQL {
  const conditions: (SQL | undefined)[] = [eq(a.agentId, agentId)];
  if (filter.formId !== null) {
    conditions.push(eq(a.formId, filter.formId));
    // A literal id, not a subquery: the planner then walks form_answers_form_version_id_created_at_idx
    // (a subquery's value is unknown to it, and it scanned the whole form for an old version: 0.6 s at 1M).
    if (filter.version !== null) conditions.push(versionId ? eq(a.formVersionId, versionId) : sql`false`);
  }
  if (!filter.includePreview) conditions.push(eq(a.preview, false));
  if (filter.answered.from) conditions.push(gte(a.createdAt, filter.answered.from));
  if (filter.answered.before) conditions.push(lt(a.createdAt, filter.answered.before));
  if (filter.account === 'anonymous') conditions.push(isNull(a.loginType));
  else if (filter.account !== '') conditions.push(eq(a.loginType, filter.account));
  if (filter.keyword) {
    conditions.push(sql`${a.searchTerms} @> ${textArray(filter.keyword.terms)}::text[]`);
    conditions.push(like(a.searchText, containsPattern(filter.keyword.text)));
  }
  return and(...conditions) ?? sql`false`;
}

function periodOf(column: SQLWrapper, period: InstantRange): SQL {
  return sql.join(
    [
      sql`true`,
      ...(period.from ? [sql`${column} >= ${period.from.toISOString()}::timestamptz`] : []),
      ...(period.before ? [sql`${column} < ${period.before.toISOString()}::timestamptz`] : []),
    ],
    sql` and `,
  );
}

/**
 * フォーム回答履歴 (docs/architecture.md §9): every answer visitors gave to the agent's forms, each read as the
 * version it was given against defined it. Lists read the answer's own columns, counts are capped,
 * exports go by keyset in batches, deletions keep conversations' フォーム送信 true only while an
 * answer of theirs remains. Every query names the agent: another agent's form or answer is simply
 * not found.
 */
export function createFormAnswerHistoryRepository(db: Database) {
  type Executor = Pick<Database, 'execute'>;

  /** The fields of these versions (the agent's), by version id. */
  async function fieldsOf(agentId: string, versionIds: readonly string[], known: Map<string, readonly FormField[]>): Promise<void> {
    const missing = [...new Set(versionIds)].filter((id) => !known.has(id));
    if (missing.length === 0) return;
    const rows = await db
      .select({ id: formVersions.id, definition: formVersions.definition })
      .from(formVersions)
      .where(and(eq(formVersions.agentId, agentId), inArray(formVersions.id, missing)));
    for (const row of rows) known.set(row.id, row.definition.fields);
  }

  async function withFields(agentId: string, rows: Omit<FormAnswerHistoryRow, 'fields'>[], known = new Map<string, readonly FormField[]>()): Promise<FormAnswerHistoryRow[]> {
    await fieldsOf(
      agentId,
      rows.map((row) => row.formVersionId),
      known,
    );
    return rows.map((row) => ({ ...row, fields: known.get(row.formVersionId) ?? [] }));
  }

  /** After answers were deleted: フォーム送信 stays only on the conversations that still have one. */
  async function recomputeFormSubmitted(tx: Executor, agentId: string, conversationIds: readonly string[]): Promise<void> {
    if (conversationIds.length === 0) return;
    await tx.execute(
      sql`update conversations c set form_submitted = exists (
          select 1 from form_answers fa where fa.agent_id = c.agent_id and fa.conversation_id = c.id)
        where c.agent_id = ${agentId} and c.id = any(${textArray(conversationIds)}::uuid[])`,
    );
  }

  /** Deletes the answers `where` picks, in the caller's transaction: how many, and the conversations they were sent in. */
  async function deleteWhere(tx: Executor, agentId: string, where: SQL): Promise<number> {
    const [gone] = await queryRows<{ n: number; conversation_ids: string | null }>(
      tx,
      sql`with gone as (delete from ${a} where ${where} returning ${a.conversationId} as conversation_id)
        select count(*)::int as n, string_agg(distinct conversation_id::text, ',') as conversation_ids from gone`,
    );
    await recomputeFormSubmitted(tx, agentId, gone?.conversation_ids ? gone.conversation_ids.split(',') : []);
    return gone?.n ?? 0;
  }

  /** The row of the chosen version of the agent's form (undefined: no version chosen; null: no such version). */
  async function versionIdOf(agentId: string, filter: FormAnswerFilter): Promise<string | null | undefined> {
    if (filter.formId === null || filter.version === null) return undefined;
    const [row] = await db
      .select({ id: formVersions.id })
      .from(formVersions)
      .where(and(eq(formVersions.agentId, agentId), eq(formVersions.formId, filter.formId), eq(formVersions.version, filter.version)))
      .limit(1);
    return row?.id ?? null;
  }

  const filteredWhere = async (agentId: string, filter: FormAnswerFilter): Promise<SQL> => whereOf(agentId, filter, await versionIdOf(agentId, filter));

  const countOf = async (executor: Executor, query: SQL): Promise<number> => {
    const [row] = await queryRows<{ n: number }>(executor, query);
    return row?.n ?? 0;
  };

  return {
    /** The agent's form, archived or not; undefined for another agent's or an unknown id. */
    async form(agentId: string, formId: string): Promise<FormRefRow | undefined> {
      const [row] = await db
        .select({ id: forms.id, name: forms.name, archived: sql<boolean>`${forms.archivedAt} is not null`, version: forms.version })
        .from(forms)
        .where(and(eq(forms.agentId, agentId), eq(forms.id, formId)))
        .limit(1);
      return row;
    },

    /**
     * The picker: the agent's forms in use (answered or not) and the deleted ones that still have
     * answers, newest first, each with its answers (test chats' left out) counted up to `cap` + 1.
     */
    async forms(agentId: string, cap: number): Promise<FormPickerRow[]> {
      const rows = await queryRows<{ id: string; name: string; archived: boolean; version: number; n: number }>(
        db,
        sql`select f.id::text as id, f.name, f.archived_at is not null as archived, f.version,
            (select count(*)::int from (
              select 1 from form_answers fa where fa.form_id = f.id and fa.agent_id = f.agent_id and not fa.preview limit ${cap + 1}::int
            ) as capped) as n
          from forms f
          where f.agent_id = ${agentId}
            and (f.archived_at is null or exists (select 1 from form_answers fa where fa.form_id = f.id and fa.agent_id = f.agent_id))
          order by f.created_at desc, f.id desc`,
      );
      return rows.map(({ n, ...form }) => ({ ...form, answerCount: Math.min(n, cap), answerCountIsLowerBound: n > cap }));
    },

    /** Every version of the agent's form, newest first, with its fields. */
    async versions(agentId: string, formId: string): Promise<FormVersionFields[]> {
      const rows = await db
        .select({ version: formVersions.version, createdAt: formVersions.createdAt, definition: formVersions.definition })
        .from(formVersions)
        .where(and(eq(formVersions.agentId, agentId), eq(formVersions.formId, formId)))
        .orderBy(desc(formVersions.version));
      return rows.map((row) => ({ version: row.version, createdAt: row.createdAt, fields: row.definition.fields }));
    },

    /** One page in the list's order (ties by id), and the total counted no further than `cap` + 1 rows. */
    async page(agentId: string, filter: FormAnswerFilter, sort: FormAnswerSort, paging: { page: number; limit: number }, cap: number): Promise<FormAnswerPage> {
      const where = await filteredWhere(agentId, filter);
      const direction = sort.sort_order === 'asc' ? asc : desc;
      // Answers are never edited: updated_at is created_at, so both sorts read the same column.
      const pageRows = db
        .select({ id: a.id, createdAt: a.createdAt })
        .from(a)
        .where(where)
        .orderBy(direction(a.createdAt), direction(a.id))
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit)
        .as('page_rows');
      const [rows, counted] = await Promise.all([
        db
          .select(answerColumns)
          .from(pageRows)
          .innerJoin(a, eq(a.id, pageRows.id))
          .innerJoin(forms, eq(forms.id, a.formId))
          .innerJoin(formVersions, eq(formVersions.id, a.formVersionId))
          .leftJoin(visitorAccounts, and(eq(visitorAccounts.id, a.visitorAccountId), eq(visitorAccounts.agentId, agentId)))
          .orderBy(direction(pageRows.createdAt), direction(pageRows.id)),
        countOf(db, sql`select count(*)::int as n from (select 1 from ${a} where ${where} limit ${cap + 1}::int) as capped`),
      ]);
      return { rows: await withFields(agentId, rows), total: Math.min(counted, cap), totalIsLowerBound: counted > cap };
    },

    /** The exact size of the filtered set (the bulk deletion's confirmation, the export's row count). */
    async count(agentId: string, filter: FormAnswerFilter): Promise<number> {
      return countOf(db, sql`select count(*)::int as n from ${a} where ${await filteredWhere(agentId, filter)}`);
    },

    /** One answer with the fields of its version, and whether its conversation is still there. */
    async answer(agentId: string, id: string): Promise<(FormAnswerHistoryRow & { conversationExists: boolean }) | undefined> {
      const [row] = await db
        .select({
          ...answerColumns,
          conversationExists: sql<boolean>`exists (select 1 from ${conversations} c where c.agent_id = ${agentId} and c.id = ${a.conversationId})`,
        })
        .from(a)
        .innerJoin(forms, eq(forms.id, a.formId))
        .innerJoin(formVersions, eq(formVersions.id, a.formVersionId))
        .leftJoin(visitorAccounts, and(eq(visitorAccounts.id, a.visitorAccountId), eq(visitorAccounts.agentId, agentId)))
        .where(and(eq(a.agentId, agentId), eq(a.id, id)))
        .limit(1);
      if (!row) return undefined;
      const [withItsFields] = await withFields(agentId, [row]);
      return withItsFields && { ...withItsFields, conversationExists: row.conversationExists };
    },

    /**
     * Deletes every answer of the filtered set, in one transaction, when there are exactly
     * `confirmCount` of them; otherwise deletes nothing and says how many there are now.
     */
    async bulkDelete(agentId: string, filter: FormAnswerFilter, confirmCount: number): Promise<BulkDeletion> {
      // Versions are never deleted while their form's answers exist: resolving it first is safe.
      const where = await filteredWhere(agentId, filter);
      class CountChanged extends Error {
        constructor(readonly count: number) {
          super('the filtered set changed since it was confirmed');
        }
      }
      return db
        .transaction(async (tx) => {
          const deleted = await deleteWhere(tx, agentId, where);
          // Thrown to roll the deletion back: the owner confirmed another count.
          if (deleted !== confirmCount) throw new CountChanged(deleted);
          return { deleted };
        })
        .catch((error: unknown) => {
          if (error instanceof CountChanged) return { conflict: error.count };
          throw error;
        });
    },

    /** Deletes one answer; false for another agent's or an unknown id. */
    deleteOne(agentId: string, id: string): Promise<boolean> {
      return db.transaction(async (tx) => (await deleteWhere(tx, agentId, and(eq(a.agentId, agentId), eq(a.id, id)) ?? sql`false`)) > 0);
    },

    /**
     * 送信率's parts for one form and period: the agent's messages that offered it (through
     * messages_form_offered_idx), how many of them were answered (answered-offer.ts: 送信率 is that
     * share, as 分析's フォーム送信率) and the answers stored; the owner's test chats left out unless
     * asked for.
     */
    async stats(agentId: string, formId: string, period: InstantRange, includePreview: boolean): Promise<FormStats> {
      const m = messages;
      const offeredWhere = sql`${m.agentId} = ${agentId} and ${m.form} ->> 'id' = ${formId}::text and ${m.form} is not null
        and ${periodOf(m.createdAt, period)}
        ${includePreview ? sql`` : sql`and not exists (select 1 from ${conversations} c where c.id = ${m.conversationId} and c.preview)`}`;
      const answeredWhere = sql`${a.agentId} = ${agentId} and ${a.formId} = ${formId}::uuid and ${periodOf(a.createdAt, period)}
        ${includePreview ? sql`` : sql`and not ${a.preview}`}`;
      const [offers, answered] = await Promise.all([
        queryRows<{ offered: number; answered_offers: number }>(
          db,
          offerCounts({ agentId, formId, offers: sql`select ${m.conversationId}, ${m.createdAt} from ${m} where ${offeredWhere}`, before: period.before, withPreview: includePreview }),
        ),
        countOf(db, sql`select count(*)::int as n from ${a} where ${answeredWhere}`),
      ]);
      return { offered: offers[0]?.offered ?? 0, answeredOffers: offers[0]?.answered_offers ?? 0, answered };
    },

    /**
     * The filtered answers in the list's order, `batchSize` at a time by keyset, each with the fields
     * of its version (read once per version): an export of any size holds at most two batches. The
     * next batch is read while the reader writes the current one (one ahead, no further).
     */
    async *exportBatches(agentId: string, filter: FormAnswerFilter, sort: FormAnswerSort, batchSize: number): AsyncGenerator<FormAnswerHistoryRow[]> {
      const where = await filteredWhere(agentId, filter);
      const direction = sort.sort_order === 'asc' ? asc : desc;
      const known = new Map<string, readonly FormField[]>();

      // The cursor is the time as PostgreSQL prints it, which keeps its microseconds (a Date would not).
      const read = async (cursor: { key: string; id: string } | null) => {
        const keyset: SQL | undefined = !cursor
          ? undefined
          : sort.sort_order === 'asc'
            ? sql`${a.createdAt} >= ${cursor.key}::timestamptz and (${a.createdAt}, ${a.id}) > (${cursor.key}::timestamptz, ${cursor.id}::uuid)`
            : sql`${a.createdAt} <= ${cursor.key}::timestamptz and (${a.createdAt}, ${a.id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`;
        const batch = await db
          .select({ ...answerColumns, cursorKey: sql<string>`${a.createdAt}::text` })
          .from(a)
          .innerJoin(forms, eq(forms.id, a.formId))
          .innerJoin(formVersions, eq(formVersions.id, a.formVersionId))
          .leftJoin(visitorAccounts, and(eq(visitorAccounts.id, a.visitorAccountId), eq(visitorAccounts.agentId, agentId)))
          .where(and(where, keyset))
          .orderBy(direction(a.createdAt), direction(a.id))
          .limit(batchSize);
        const last = batch.at(-1);
        if (!last) return null;
        return {
          rows: await withFields(
            agentId,
            batch.map(({ cursorKey: _key, ...row }) => row),
            known,
          ),
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
        yield current.rows;
      }
    },
  };
}

export type FormAnswerHistoryRepository = ReturnType<typeof createFormAnswerHistoryRepository>;
