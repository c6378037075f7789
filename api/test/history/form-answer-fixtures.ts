import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  type FormAnswerColumnsResponse,
  formAnswerColumnsResponseSchema,
  type FormAnswerDetail,
  formAnswerDetailSchema,
  formAnswerFormListResponseSchema,
  type FormAnswerForm,
  type FormAnswerListResponse,
  formAnswerListResponseSchema,
  type FormAnswerStats,
  formAnswerStatsSchema,
  type FormRequest,
} from 'shared-contracts';
import { queryRows } from '#src/db/query-rows';
import { startOrResumeConversation } from '#src/domains/agent/index';
import { submitFormAnswer } from '#src/domains/forms/index';
import { ownerClient } from '../chatsettings/owner-client';
import type { OwnerSession, TestContext } from '../helper';
import { SITE } from './history-fixtures';

/**
 * フォーム回答履歴's suites: a form saved in two versions through the forms API, answers sent the
 * way the widget's route sends them (submitFormAnswer, in a conversation, under an account), and
 * only when they were sent set in SQL afterwards.
 */

/** Version 1 of the form: FAX番号 is there, お名前 is called so. */
export const FORM_V1: FormRequest = {
  name: '資料請求',
  fields: [
    { key: 'name', label: 'お名前', type: 'short_text', required: true },
    { key: 'tel', label: '電話番号', type: 'phone' },
    { key: 'topic', label: 'ご用件', type: 'single_choice', options: ['料金', '導入', 'その他'] },
    { key: 'colors', label: '好きな色', type: 'multiple_choice', options: ['赤', '青', '緑'] },
    { key: 'fax', label: 'FAX番号', type: 'short_text' },
    { key: 'privacy', label: '個人情報の取り扱い', type: 'consent', text: '同意します' },
  ],
  thank_you_message: 'ありがとうございました。',
  triggers: { keywords: ['資料請求'], by_agent: false },
};

/** Version 2: お名前 renamed 氏名, FAX番号 dropped, 人数 and 会員番号 added. */
export const FORM_V2: FormRequest = {
  ...FORM_V1,
  fields: [
    { key: 'name', label: '氏名', type: 'short_text', required: true },
    { key: 'tel', label: '電話番号', type: 'phone' },
    { key: 'topic', label: 'ご用件', type: 'single_choice', options: ['料金', '導入', 'その他'] },
    { key: 'colors', label: '好きな色', type: 'multiple_choice', options: ['赤', '青', '緑'] },
    { key: 'people', label: '人数', type: 'number' },
    { key: 'member_id', label: '会員番号', type: 'short_text' },
    { key: 'privacy', label: '個人情報の取り扱い', type: 'consent', text: '同意します' },
  ],
};

/** Creates the form in version 1; `toV2` saves version 2. */
export async function twoVersionForm(t: TestContext, session: OwnerSession, name = FORM_V1.name) {
  const owner = ownerClient(t, session);
  const created = await owner.post('forms', { ...FORM_V1, name });
  if (created.statusCode !== 201) throw new Error(`forms: ${created.statusCode} ${created.body}`);
  const id = created.json<{ id: string }>().id;
  return {
    id,
    async toV2(): Promise<void> {
      const saved = await owner.put(`forms/${id}`, { ...FORM_V2, name });
      if (saved.statusCode !== 200) throw new Error(`forms/${id}: ${saved.statusCode} ${saved.body}`);
    },
  };
}

export interface AnswerOptions {
  /** The conversation it is sent in; a new visitor's new conversation when left out. */
  conversationId?: string | null;
  preview?: boolean;
  accountId?: string | null;
  /** When it was sent. */
  at?: Date;
}

/** A new visitor's conversation (no turns: the answers do not need any). */
export async function conversation(t: TestContext, agentId: string, preview = false): Promise<string> {
  const started = await startOrResumeConversation(t.app.database.db, { agentId, origin: SITE, pageUrl: `${SITE}/`, preview });
  return started.conversation.id;
}

/** A visitor's answer to the form's current version, sent as the widget sends it; its id. */
export async function answer(t: TestContext, agentId: string, formId: string, values: Record<string, unknown>, options: AnswerOptions = {}): Promise<string> {
  const conversationId = options.conversationId === undefined ? await conversation(t, agentId, options.preview ?? false) : options.conversationId;
  const stored = await submitFormAnswer(t.app.database.db, agentId, formId, values, { conversationId, visitorAccountId: options.accountId ?? null });
  if (options.at) {
    await queryRows(t.app.database.db, sql`update form_answers set created_at = ${options.at.toISOString()}::timestamptz where id = ${stored.id}::uuid returning id`);
  }
  return stored.id;
}

export type Query = Record<string, string>;

/** フォーム回答履歴's endpoints as the console calls them. */
export function formAnswersClient(t: TestContext, session: OwnerSession) {
  const call = (method: 'GET' | 'DELETE', url: string, query: Query = {}) =>
    t.app.inject({ method, url: `/api/v1/${url}`, query, headers: session.headers });
  const ok = <T>(response: LightMyRequestResponse, parse: (body: unknown) => T): T => {
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
    return parse(response.json());
  };
  return {
    list: (query: Query = {}) => call('GET', 'form-answers', query),
    async page(query: Query = {}): Promise<FormAnswerListResponse> {
      return ok(await call('GET', 'form-answers', query), (body) => formAnswerListResponseSchema.strict().parse(body));
    },
    /** The ids the list shows, in its order. */
    async ids(query: Query = {}): Promise<string[]> {
      return (await this.page({ limit: '500', ...query })).data.map((row) => row.id);
    },
    count: (query: Query = {}) => call('GET', 'form-answers/count', query),
    async countOk(query: Query = {}): Promise<number> {
      return ok(await call('GET', 'form-answers/count', query), (body) => (body as { count: number }).count);
    },
    bulkDelete: (query: Query) => call('DELETE', 'form-answers', query),
    export: (query: Query) => call('GET', 'form-answers/export', query),
    forms: () => call('GET', 'form-answers/forms'),
    async formsOk(): Promise<FormAnswerForm[]> {
      return ok(await call('GET', 'form-answers/forms'), (body) => formAnswerFormListResponseSchema.strict().parse(body).data);
    },
    columns: (formId: string) => call('GET', `form-answers/forms/${formId}`),
    async columnsOk(formId: string): Promise<FormAnswerColumnsResponse> {
      return ok(await call('GET', `form-answers/forms/${formId}`), (body) => formAnswerColumnsResponseSchema.strict().parse(body));
    },
    stats: (formId: string, query: Query = {}) => call('GET', `form-answers/forms/${formId}/stats`, query),
    async statsOk(formId: string, query: Query = {}): Promise<FormAnswerStats> {
      return ok(await call('GET', `form-answers/forms/${formId}/stats`, query), (body) => formAnswerStatsSchema.strict().parse(body));
    },
    detail: (id: string) => call('GET', `form-answers/${id}`),
    async detailOk(id: string): Promise<FormAnswerDetail> {
      return ok(await call('GET', `form-answers/${id}`), (body) => formAnswerDetailSchema.strict().parse(body));
    },
    delete: (id: string) => call('DELETE', `form-answers/${id}`),
  };
}

export type FormAnswersClient = ReturnType<typeof formAnswersClient>;
