import {
  CONVERSATION_ACCOUNT_FILTERS,
  CONVERSATION_RATING_FILTERS,
  CONVERSATION_REVIEW_FILTERS,
  PAGE_SIZES,
  SORT_BY,
  SORT_ORDER,
  conversationListQuerySchema,
  type ConversationAccountFilter,
  type ConversationRatingFilter,
  type ConversationReviewFilter,
  type PeriodPreset,
} from 'shared-contracts';
import type { ApiQuery } from 'shared-auth';
import type { PageSize, SortOrder } from 'shared-ui';
import { asParam, flag, oneOf, problemsByField, problemsOfFields, readPage, readPeriod } from '../../../history-list/utils/list-params';

/**
 * The list's query as the URL holds it (docs/architecture.md §9: filters live in the URL, so reload, Back and a
 * shared link show the same view), under the contract's own names. Only what differs from the
 * defaults is written, so a plain list has a plain URL.
 */
export interface ConversationListState {
  page: number;
  limit: PageSize;
  sort_by: (typeof SORT_BY)[number];
  sort_order: SortOrder;
  period: PeriodPreset;
  /** YYYY-MM-DD, as typed: the contract says whether it is a day. */
  from: string;
  to: string;
  account: ConversationAccountFilter;
  unanswered: boolean;
  rating: ConversationRatingFilter;
  form_submitted: boolean;
  error: boolean;
  review: ConversationReviewFilter;
  page_url: string;
  q: string;
  include_preview: boolean;
}

export type ConversationFilterState = Omit<ConversationListState, 'page' | 'limit' | 'sort_by' | 'sort_order'>;
export type ConversationField = keyof ConversationListState;

/** SPEC §9: 50 a page, newest first by 開始日時; no filter; the owner's test chats hidden. */
export const CONVERSATION_FILTER_DEFAULTS: ConversationFilterState = {
  period: '',
  from: '',
  to: '',
  account: '',
  unanswered: false,
  rating: '',
  form_submitted: false,
  error: false,
  review: '',
  page_url: '',
  q: '',
  include_preview: false,
};

export const CONVERSATION_LIST_DEFAULTS: ConversationListState = {
  page: 1,
  limit: 50,
  sort_by: 'created_at',
  sort_order: 'desc',
  ...CONVERSATION_FILTER_DEFAULTS,
};

/** The order of the URL's parameters (and of the API's query). */
const FIELDS = Object.keys(CONVERSATION_LIST_DEFAULTS) as ConversationField[];
const FILTER_FIELDS = Object.keys(CONVERSATION_FILTER_DEFAULTS) as (keyof ConversationFilterState)[];

/**
 * The state the URL describes. A value that cannot be one of a field's options (a hand-edited URL)
 * falls back to its default; typed text (dates, URL, keyword) is kept as it is, for the contract to judge.
 */
export function readConversationListState(params: URLSearchParams): ConversationListState {
  const text = (name: string) => params.get(name) ?? '';
  return {
    page: readPage(params),
    limit: oneOf(PAGE_SIZES, params.get('limit'), 50),
    sort_by: oneOf(SORT_BY, text('sort_by').toLowerCase(), 'created_at'),
    sort_order: oneOf(SORT_ORDER, params.get('sort_order'), 'desc'),
    // A range belongs to 期間を指定 only.
    ...readPeriod(params),
    account: oneOf(CONVERSATION_ACCOUNT_FILTERS, params.get('account'), ''),
    unanswered: flag(params.get('unanswered')),
    rating: oneOf(CONVERSATION_RATING_FILTERS, params.get('rating'), ''),
    form_submitted: flag(params.get('form_submitted')),
    error: flag(params.get('error')),
    review: oneOf(CONVERSATION_REVIEW_FILTERS, params.get('review'), ''),
    page_url: text('page_url'),
    q: text('q'),
    include_preview: flag(params.get('include_preview')),
  };
}

/** The URL's search for a state: what differs from the defaults, in a fixed order. */
export function conversationSearchParams(state: ConversationListState): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of FIELDS) {
    const value = state[field];
    if (value === CONVERSATION_LIST_DEFAULTS[field]) continue;
    const param = asParam(value);
    if (param !== '') params.set(field, param);
  }
  return params;
}

/** `?…`, or '' for the plain list: what a transcript's URL carries to return to the same view. */
export function conversationSearch(state: ConversationListState): string {
  const search = conversationSearchParams(state).toString();
  return search === '' ? '' : `?${search}`;
}

/** The filters the API takes (list, prev/next, export): the set ones only, flags as "true". */
export function conversationFilterQuery(state: ConversationListState): Record<string, string> {
  const query: Record<string, string> = {};
  for (const field of FILTER_FIELDS) {
    const param = asParam(state[field]);
    if (param !== '') query[field] = param;
  }
  return query;
}

/** GET conversations' query: the page and its order always (SPEC §3), then the filters. */
export function conversationApiQuery(state: ConversationListState): ApiQuery {
  return { page: state.page, limit: state.limit, sort_by: state.sort_by, sort_order: state.sort_order, ...conversationFilterQuery(state) };
}

/** A filter that narrows the list is on (showing test chats too does not narrow it). */
export function isFiltered(state: ConversationListState): boolean {
  return FILTER_FIELDS.some((field) => field !== 'include_preview' && state[field] !== CONVERSATION_FILTER_DEFAULTS[field]);
}

export function hasAnyFilter(state: ConversationListState): boolean {
  return FILTER_FIELDS.some((field) => state[field] !== CONVERSATION_FILTER_DEFAULTS[field]);
}

export type ConversationQueryProblems = Partial<Record<ConversationField, string>>;

/**
 * What the contract refuses in the query, by field: the very messages the API would answer with,
 * shown at the fields before anything is sent.
 */
export function conversationQueryProblems(state: ConversationListState): ConversationQueryProblems {
  const parsed = conversationListQuerySchema.safeParse(conversationApiQuery(state));
  if (parsed.success) return {};
  return problemsByField(parsed.error.issues, FIELDS);
}

/** The API's field messages (a 400's `fields`) that belong to a field of this query. */
export function problemsOfApiFields(fields: Readonly<Record<string, string>>): ConversationQueryProblems {
  return problemsOfFields(fields, FIELDS);
}
