import {
  CONVERSATION_ACCOUNT_FILTER_LABELS,
  CONVERSATION_RATING_FILTER_LABELS,
  CONVERSATION_REVIEW_FILTER_LABELS,
} from 'shared-contracts';
import { historyListLabels } from '../../../history-list/labels';
import { conversationHistoryLabels } from '../labels';
import { periodText } from '../../../history-list/utils/list-params';
import type { ConversationListState } from './conversation-list-query';

const f = historyListLabels.filters;

/** The filters that are on, in words (「期間: 7日」), for the export to say what it will hold. */
export function describeFilters(state: ConversationListState): string[] {
  return [
    state.period !== '' ? `${f.period}: ${periodText(state)}` : null,
    state.account !== '' ? `${f.account}: ${CONVERSATION_ACCOUNT_FILTER_LABELS[state.account]}` : null,
    state.unanswered ? f.unanswered : null,
    state.rating !== '' ? `${f.rating}: ${CONVERSATION_RATING_FILTER_LABELS[state.rating]}` : null,
    state.form_submitted ? f.formSubmitted : null,
    state.error ? f.error : null,
    state.review !== '' ? `${f.review}: ${CONVERSATION_REVIEW_FILTER_LABELS[state.review]}` : null,
    state.page_url !== '' ? `${f.pageUrl}: ${state.page_url}` : null,
    state.q !== '' ? `${conversationHistoryLabels.list.keyword}: 「${state.q}」` : null,
    state.include_preview ? f.includePreview : null,
  ].filter((line): line is string => line !== null);
}
