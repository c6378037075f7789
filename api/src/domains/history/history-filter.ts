import { type ConversationFilters, DEFAULT_TIMEZONE, type ListQuery } from 'shared-contracts';
import type { Repositories } from '../repositories';
import { keywordSearch, type KeywordSearch } from './keyword-terms';
import { ownerTimeZone } from './owner-time-zone';
import { type InstantRange, periodRange } from './period-range';

/** The list's filters, made ready for SQL: the period as instants, the keyword as its search terms. */
export interface HistoryFilter {
  started: InstantRange;
  account: ConversationFilters['account'];
  unanswered: boolean;
  rating: ConversationFilters['rating'];
  formSubmitted: boolean;
  error: boolean;
  review: ConversationFilters['review'];
  pageUrl: string;
  keyword: KeywordSearch | null;
  includePreview: boolean;
}

export type HistorySort = Pick<ListQuery, 'sort_by' | 'sort_order'>;

/** The filters on the owner's clock. */
export function historyFilterIn(filters: ConversationFilters, timeZone: string, now: Date): HistoryFilter {
  return {
    started: periodRange(filters, timeZone, now),
    account: filters.account,
    unanswered: filters.unanswered,
    rating: filters.rating,
    formSubmitted: filters.form_submitted,
    error: filters.error,
    review: filters.review,
    pageUrl: filters.page_url,
    keyword: keywordSearch(filters.q),
    includePreview: filters.include_preview,
  };
}

/** The filters of an owner's request; their time zone is read only when a period asks for it. */
export async function historyFilterOf(
  repositories: Pick<Repositories, 'agentSettings'>,
  agentId: string,
  filters: ConversationFilters,
  now: Date = new Date(),
): Promise<HistoryFilter> {
  // Without a period no day is counted, and the zone does not matter.
  const timeZone = filters.period === '' ? DEFAULT_TIMEZONE : await ownerTimeZone(repositories, agentId);
  return historyFilterIn(filters, timeZone, now);
}
