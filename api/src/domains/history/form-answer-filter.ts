import { DEFAULT_TIMEZONE, type FormAnswerFilters } from 'shared-contracts';
import type { Repositories } from '../repositories';
import { keywordSearch, type KeywordSearch } from './keyword-terms';
import { ownerTimeZone } from './owner-time-zone';
import { type InstantRange, periodRange } from './period-range';

/** フォーム回答履歴's filters, made ready for SQL: the period as instants, the keyword as its search terms. */
export interface FormAnswerFilter {
  /** null: every form. */
  formId: string | null;
  /** A version of that form; null: every version. */
  version: number | null;
  answered: InstantRange;
  account: FormAnswerFilters['account'];
  keyword: KeywordSearch | null;
  includePreview: boolean;
}

/** The filters on the owner's clock. */
export function formAnswerFilterIn(filters: FormAnswerFilters, timeZone: string, now: Date): FormAnswerFilter {
  return {
    formId: filters.form_id === '' ? null : filters.form_id,
    version: filters.version === '' ? null : filters.version,
    answered: periodRange(filters, timeZone, now),
    account: filters.account,
    keyword: keywordSearch(filters.q),
    includePreview: filters.include_preview,
  };
}

/** The filters of an owner's request; their time zone is read only when a period asks for it. */
export async function formAnswerFilterOf(
  repositories: Pick<Repositories, 'agentSettings'>,
  agentId: string,
  filters: FormAnswerFilters,
  now: Date = new Date(),
): Promise<FormAnswerFilter> {
  const timeZone = filters.period === '' ? DEFAULT_TIMEZONE : await ownerTimeZone(repositories, agentId);
  return formAnswerFilterIn(filters, timeZone, now);
}
