import { isDeepStrictEqual } from 'node:util';
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FormAnswerValues, FormDefinition, FormListQuery, FormQuickReplyLink } from 'shared-contracts';
import type { AuthenticatedOwner } from '../auth/authenticated-owner';
import type { Database } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { textArray } from '../../db/pg-array';
import { conversations, type FormAnswerRow, type FormRow, type FormVersionRow, formAnswers, formVersions, forms, quickReplies, visitorAccounts } from '../../db/schema';
import { historyTerms } from '../history/search-terms';
import { firstAnsweredOfferHour } from '../analytics/answered-offer';
import { ROLLUP_METRICS } from '../analytics/rollup-metrics';
import { rollupUpsert, rollupValues } from '../analytics/rollup-upsert';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Transaction;

/** A form as the console sees it: the row, its current definition, and what points at it. */
export interface FormView {
  form: FormRow;
  definition: FormDefinition;
  answerCount: number;
  quickReplies: FormQuickReplyLink[];
}

export interface FormListRow {
  form: FormRow;
  fieldCount: number;
  answerCount: number;
}

/** The version a visitor answers now: the form row and its current version. */
export interface CurrentFormVersion {
  form: FormRow;
  version: FormVersionRow;
}

export interface NewFormAnswer {
  agentId: string;
  formId: string;
  formVersionId: string;
  values: FormAnswerValues;
  visitorAccountId: string | null;
  conversationId: string | null;
  /** formAnswerSearchText of the values, by the version's fields: what フォーム回答履歴's keyword looks in. */
  searchText: string;
  /** When it was sent (default: now). */
  createdAt?: Date;
}

export interface StoredFormAnswer {
  answer: FormAnswerRow;
  version: number;
  /** The definition the answer was given against, whatever the form says today. */
  definition: FormDefinition;
}

const answerCountOf = sql<number>`(select count(*) from ${formAnswers} where ${formAnswers.formId} = ${forms.id})`.mapWith(Number);

export function createFormsRepository(db: Database) {
  const live = (agentId: string, id: string) => and(eq(forms.agentId, agentId), eq(forms.id, id), isNull(forms.archivedAt));

  async function quickRepliesOpening(executor: Executor, agentId: string, formId: string): Promise<FormQuickReplyLink[]> {
    return executor
      .select({ id: quickReplies.id, label: quickReplies.label, enabled: quickReplies.enabled })
      .from(quickReplies)
      .where(
        and(
          eq(quickReplies.agentId, agentId),
          sql`${quickReplies.action}->>'type' = 'open_form'`,
          sql`${quickReplies.action}->>'form_id' = ${formId}`,
        ),
      )
      .orderBy(asc(quickReplies.sortOrder));
  }

  async function view(executor: Executor, agentId: string, id: string): Promise<FormView | undefined> {
    const [row] = await executor
      .select({ form: forms, definition: formVersions.definition, answerCount: answerCountOf })
      .from(forms)
      .innerJoin(formVersions, and(eq(formVersions.formId, forms.id), eq(formVersions.version, forms.version)))
      .where(live(agentId, id))
      .limit(1);
    if (!row) return undefined;
    return { ...row, quickReplies: await quickRepliesOpening(executor, agentId, id) };
  }

  async function insertForm(tx: Transaction, owner: AuthenticatedOwner, definition: FormDefinition): Promise<FormRow> {
    const [form] = await tx
      .insert(forms)
      .values({
        ownerId: owner.id,
        agentId: owner.agentId,
        name: definition.name,
        description: definition.description,
        enabled: definition.enabled,
        version: 1,
      })
      .returning();
    if (!form) throw new Error('insert into forms returned no row');
    await tx.insert(formVersions).values({ formId: form.id, agentId: owner.agentId, version: 1, definition });
    return form;
  }

  return {
    async page(agentId: string, query: FormListQuery): Promise<{ rows: FormListRow[]; total: number }> {
      const conditions: (SQL | undefined)[] = [eq(forms.agentId, agentId), isNull(forms.archivedAt)];
      if (query.q !== '') {
        const typed = containsPattern(query.q);
        conditions.push(or(ilike(forms.name, typed), ilike(forms.description, typed)));
      }
      const where = and(...conditions);
      const column = query.sort_by === 'updated_at' ? forms.updatedAt : forms.createdAt;
      const direction = query.sort_order === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            form: forms,
            fieldCount: sql<number>`jsonb_array_length(${formVersions.definition}->'fields')`.mapWith(Number),
            answerCount: answerCountOf,
          })
          .from(forms)
          .innerJoin(formVersions, and(eq(formVersions.formId, forms.id), eq(formVersions.version, forms.version)))
          .where(where)
          .orderBy(direction(column), direction(forms.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(forms).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    find(agentId: string, id: string): Promise<FormView | undefined> {
      return view(db, agentId, id);
    },

    /** Whether a quick reply may open this form: the owner's, and not archived. */
    async isOpenable(agentId: string, id: string): Promise<boolean> {
      const [row] = await db.select({ id: forms.id }).from(forms).where(live(agentId, id)).limit(1);
      return row !== undefined;
    },

    create(owner: AuthenticatedOwner, definition: FormDefinition): Promise<FormView> {
      return db.transaction(async (tx) => {
        const form = await insertForm(tx, owner, definition);
        return { form, definition, answerCount: 0, quickReplies: [] };
      });
    },

    /**
     * Saves `definition` as the next version, unless it is what the current version already says
     * (then nothing changes). The form row is locked, so two saves at once make two versions in turn.
     */
    update(agentId: string, id: string, definition: FormDefinition): Promise<FormView | undefined> {
      return db.transaction(async (tx) => {
        const [locked] = await tx.select().from(forms).where(live(agentId, id)).for('update');
        if (!locked) return undefined;
        const [current] = await tx
          .select({ definition: formVersions.definition })
          .from(formVersions)
          .where(and(eq(formVersions.formId, id), eq(formVersions.version, locked.version)));
        if (!current || !isDeepStrictEqual(current.definition, definition)) {
          const next = locked.version + 1;
          await tx.insert(formVersions).values({ formId: id, agentId, version: next, definition });
          await tx
            .update(forms)
            .set({ name: definition.name, description: definition.description, enabled: definition.enabled, version: next, updatedAt: new Date() })
            .where(eq(forms.id, id));
        }
        return view(tx, agentId, id);
      });
    },

    /** A new form with `id`'s current definition, renamed and switched off; undefined when `id` is not the owner's. */
    duplicate(owner: AuthenticatedOwner, id: string, rename: (name: string) => string): Promise<FormView | undefined> {
      return db.transaction(async (tx) => {
        const source = await view(tx, owner.agentId, id);
        if (!source) return undefined;
        const definition: FormDefinition = { ...source.definition, name: rename(source.definition.name), enabled: false };
        const form = await insertForm(tx, owner, definition);
        return { form, definition, answerCount: 0, quickReplies: [] };
      });
    },

    /** Takes the form out of the list and the widget; its versions and answers stay readable. */
    async archive(agentId: string, id: string): Promise<boolean> {
      const archived = await db.update(forms).set({ archivedAt: new Date() }).where(live(agentId, id)).returning({ id: forms.id });
      return archived.length > 0;
    },

    /** One version of the owner's form, archived forms included: their answers still need it. */
    async findVersion(agentId: string, id: string, version: number): Promise<FormVersionRow | undefined> {
      const [row] = await db
        .select()
        .from(formVersions)
        .where(and(eq(formVersions.agentId, agentId), eq(formVersions.formId, id), eq(formVersions.version, version)))
        .limit(1);
      return row;
    },

    async current(agentId: string, id: string): Promise<CurrentFormVersion | undefined> {
      const [row] = await db
        .select({ form: forms, version: formVersions })
        .from(forms)
        .innerJoin(formVersions, and(eq(formVersions.formId, forms.id), eq(formVersions.version, forms.version)))
        .where(live(agentId, id))
        .limit(1);
      return row;
    },

    /**
     * Stores the answer with what フォーム回答履歴 filters on (the account's login type, the
     * conversation's preview flag, the search text and its terms) and marks its conversation
     * フォーム送信 for the history, in one transaction.
     */
    async insertAnswer(answer: NewFormAnswer): Promise<FormAnswerRow> {
      return db.transaction(async (tx) => {
        const loginType = answer.visitorAccountId
          ? ((
              await tx
                .select({ loginType: visitorAccounts.loginType })
                .from(visitorAccounts)
                .where(and(eq(visitorAccounts.agentId, answer.agentId), eq(visitorAccounts.id, answer.visitorAccountId)))
                .limit(1)
            )[0]?.loginType ?? null)
          : null;
        const preview = answer.conversationId
          ? ((
              await tx
                .select({ preview: conversations.preview })
                .from(conversations)
                .where(and(eq(conversations.agentId, answer.agentId), eq(conversations.id, answer.conversationId)))
                .limit(1)
            )[0]?.preview ?? false)
          : false;
        const [row] = await tx
          .insert(formAnswers)
          .values({ ...answer, loginType, preview, searchTerms: sql`${textArray(historyTerms(answer.searchText))}::text[]` })
          .returning();
        if (!row) throw new Error('insert into form_answers returned no row');
        // フォーム送信率 counts the offer answered, once, at the offer's hour (answered-offer.ts).
        const offerHour = row.preview || !row.conversationId ? null : await firstAnsweredOfferHour(tx, answer.agentId, row.id);
        const rolled = rollupValues(offerHour ? [{ hour: offerHour, metric: ROLLUP_METRICS.formsAnswered, key: '', count: 1 }] : []);
        if (rolled) await tx.execute(rollupUpsert(answer.agentId, rolled));
        if (answer.conversationId) {
          await tx
            .update(conversations)
            .set({ formSubmitted: true })
            .where(and(eq(conversations.agentId, answer.agentId), eq(conversations.id, answer.conversationId)));
        }
        return row;
      });
    },

    async findAnswer(agentId: string, answerId: string): Promise<StoredFormAnswer | undefined> {
      const [row] = await db
        .select({ answer: formAnswers, version: formVersions.version, definition: formVersions.definition })
        .from(formAnswers)
        .innerJoin(formVersions, eq(formVersions.id, formAnswers.formVersionId))
        .where(and(eq(formAnswers.agentId, agentId), eq(formAnswers.id, answerId)))
        .limit(1);
      return row;
    },

    /** These versions of the agent's forms (the ones messages offered), in one query. */
    async versionsOf(agentId: string, wanted: readonly { id: string; version: number }[]): Promise<FormVersionRow[]> {
      const conditions: SQL[] = wanted.flatMap((form) => {
        const condition = and(eq(formVersions.formId, form.id), eq(formVersions.version, form.version));
        return condition ? [condition] : [];
      });
      return db
        .select()
        .from(formVersions)
        .where(and(eq(formVersions.agentId, agentId), or(...conditions)));
    },
  };
}

export type FormsRepository = ReturnType<typeof createFormsRepository>;
