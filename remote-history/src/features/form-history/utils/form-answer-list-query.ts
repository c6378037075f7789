import {
  CONVERSATION_ACCOUNT_FILTER_LABELS,
  CONVERSATION_ACCOUNT_FILTERS,
  PAGE_SIZES,
  SORT_BY,
  SORT_ORDER,
  formAnswerListQuerySchema,
  type ConversationAccountFilter,
  type PeriodPreset,
} from 'shared-contracts';
import type { ApiQuery } from 'shared-auth';
import type { PageSize, SortOrder } from 'shared-ui';
import { historyListLabels } from '../../../history-list/labels';
import { formHistoryLabels } from '../labels';
import { asParam, flag, oneOf, periodText, problemsByField, problemsOfFields, readPage, readPeriod } from '../../../history-list/utils/list-params';

/**
 * フォーム回答履歴's list query as the URL holds it (docs/architecture.md §9), under the contract's names but
 * one: the chosen form is `form` (the transcript links `/form-history?form=…&answer=…`). `answer`,
 * the answer open in the detail, rides along and is no part of the list's query.
 */
export interface FormAnswerListState {
  page: number;
  limit: PageSize;
  sort_by: (typeof SORT_BY)[number];
  sort_order: SortOrder;
  /** '' is すべてのフォーム. */
  form_id: string;
  period: PeriodPreset;
  from: string;
  to: string;
  account: ConversationAccountFilter;
  /** '' or the digits of a version; only with a form chosen. */
  version: string;
  q: string;
  include_preview: boolean;
}

export type FormAnswerFilterState = Omit<FormAnswerListState, 'page' | 'limit' | 'sort_by' | 'sort_order' | 'form_id'>;
export type FormAnswerField = keyof FormAnswerListState;
export type FormAnswerQueryProblems = Partial<Record<FormAnswerField, string>>;

/** SPEC §3: 50 a page, newest first by 回答日時; no filter; the owner's test chats hidden. */
export const FORM_ANSWER_FILTER_DEFAULTS: FormAnswerFilterState = {
  period: '',
  from: '',
  to: '',
  account: '',
  version: '',
  q: '',
  include_preview: false,
};

export const FORM_ANSWER_LIST_DEFAULTS: FormAnswerListState = {
  page: 1,
  limit: 50,
  sort_by: 'created_at',
  sort_order: 'desc',
  form_id: '',
  ...FORM_ANSWER_FILTER_DEFAULTS,
};

const FIELDS = Object.keys(FORM_ANSWER_LIST_DEFAULTS) as FormAnswerField[];
const FILTER_FIELDS = Object.keys(FORM_ANSWER_FILTER_DEFAULTS) as (keyof FormAnswerFilterState)[];

/** The URL's name of a field. */
const paramOf = (field: FormAnswerField) => (field === 'form_id' ? 'form' : field);

export const ANSWER_PARAM = 'answer';

export function readFormAnswerListState(params: URLSearchParams): FormAnswerListState {
  const text = (name: string) => params.get(name) ?? '';
  const form_id = text('form');
  const version = text('version');
  return {
    page: readPage(params),
    limit: oneOf(PAGE_SIZES, params.get('limit'), 50),
    sort_by: oneOf(SORT_BY, text('sort_by').toLowerCase(), 'created_at'),
    sort_order: oneOf(SORT_ORDER, params.get('sort_order'), 'desc'),
    form_id,
    ...readPeriod(params),
    account: oneOf(CONVERSATION_ACCOUNT_FILTERS, params.get('account'), ''),
    // A version means something with one form only.
    version: form_id !== '' && /^\d{1,9}$/.test(version) ? version : '',
    q: text('q'),
    include_preview: flag(params.get('include_preview')),
  };
}

/** The URL's search for a state (what differs from the defaults), and the open answer, if any. */
export function formAnswerSearchParams(state: FormAnswerListState, answer: string | null = null): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of FIELDS) {
    const value = state[field];
    if (value === FORM_ANSWER_LIST_DEFAULTS[field]) continue;
    const param = asParam(value);
    if (param !== '') params.set(paramOf(field), param);
  }
  if (answer) params.set(ANSWER_PARAM, answer);
  return params;
}

/** The filters the API takes (list, count, bulk deletion, export): the set ones only. */
export function formAnswerFilterQuery(state: FormAnswerListState): Record<string, string> {
  const query: Record<string, string> = {};
  if (state.form_id !== '') query.form_id = state.form_id;
  for (const field of FILTER_FIELDS) {
    const param = asParam(state[field]);
    if (param !== '') query[field] = param;
  }
  return query;
}

/** GET form-answers' query: the page and its order always (SPEC §3), then the filters. */
export function formAnswerApiQuery(state: FormAnswerListState): ApiQuery {
  return { page: state.page, limit: state.limit, sort_by: state.sort_by, sort_order: state.sort_order, ...formAnswerFilterQuery(state) };
}

/** GET form-answers/forms/:id/stats' query: the period (and whether test chats count). */
export function formAnswerStatsQuery(state: FormAnswerListState): Record<string, string> {
  const query: Record<string, string> = {};
  for (const field of ['period', 'from', 'to', 'include_preview'] as const) {
    const param = asParam(state[field]);
    if (param !== '') query[field] = param;
  }
  return query;
}

/** A filter that narrows the chosen form's answers is on (the form itself, and test chats too, do not). */
export function isFiltered(state: FormAnswerListState): boolean {
  return FILTER_FIELDS.some((field) => field !== 'include_preview' && state[field] !== FORM_ANSWER_FILTER_DEFAULTS[field]);
}

export function hasAnyFilter(state: FormAnswerListState): boolean {
  return FILTER_FIELDS.some((field) => state[field] !== FORM_ANSWER_FILTER_DEFAULTS[field]);
}

/** What the contract refuses in the query, by field, before anything is sent. */
export function formAnswerQueryProblems(state: FormAnswerListState): FormAnswerQueryProblems {
  const parsed = formAnswerListQuerySchema.safeParse(formAnswerApiQuery(state));
  return parsed.success ? {} : problemsByField(parsed.error.issues, FIELDS);
}

/** The API's field messages (a 400's `fields`) that belong to a field of this query. */
export function problemsOfApiFields(fields: Readonly<Record<string, string>>): FormAnswerQueryProblems {
  return problemsOfFields(fields, FIELDS);
}

const f = historyListLabels.filters;
const t = formHistoryLabels.formAnswers;

/** The filters that are on, in words, for the export and the bulk deletion to say what they cover. */
export function describeFormAnswerFilters(state: FormAnswerListState): string[] {
  return [
    state.period !== '' ? `${f.period}: ${periodText(state)}` : null,
    state.account !== '' ? `${f.account}: ${CONVERSATION_ACCOUNT_FILTER_LABELS[state.account]}` : null,
    state.version !== '' ? `${t.version}: ${t.versionValue(Number(state.version))}` : null,
    state.q !== '' ? `${t.keyword}: 「${state.q}」` : null,
    state.include_preview ? t.includePreview : null,
  ].filter((line): line is string => line !== null);
}
