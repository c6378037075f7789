import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListToolbarQueryProps } from 'shared-ui';
import {
  CONVERSATION_FILTER_DEFAULTS,
  conversationApiQuery,
  conversationQueryProblems,
  conversationSearch,
  conversationSearchParams,
  readConversationListState,
  type ConversationListState,
} from '../utils/conversation-list-query';
import { withPeriodRange } from '../../../history-list/utils/list-params';

/**
 * The list's query, read from and written to the URL's search (so reload, Back and a shared link
 * keep the view). Any change but the page itself starts again from page 1; each is a history entry.
 */
export function useConversationQuery() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readConversationListState(params), [params]);
  const problems = useMemo(() => conversationQueryProblems(state), [state]);
  const apiQuery = useMemo(() => conversationApiQuery(state), [state]);

  // Changes are applied to the URL as it is when they land, not as it was when they began: a search
  // box that settles after a pause must not undo a filter chosen meanwhile.
  const update = (change: (current: ConversationListState) => ConversationListState) =>
    setParams((current) => conversationSearchParams(change(readConversationListState(current))));
  const refine = (change: Partial<Omit<ConversationListState, 'page'>>) =>
    update((current) => {
      // A range belongs to 期間を指定 only.
      return withPeriodRange({ ...current, ...change, page: 1 });
    });

  const toolbar: ListToolbarQueryProps = {
    limit: state.limit,
    onLimitChange: (limit) => refine({ limit }),
    sortOrder: state.sort_order,
    onSortOrderChange: (sort_order) => refine({ sort_order }),
    search: state.q,
    onSearchChange: (q) => refine({ q }),
  };

  return {
    state,
    /** What the contract refuses, by field: nothing is sent until it is fixed. */
    problems,
    valid: Object.keys(problems).length === 0,
    /** GET conversations' query (and prev/next's). */
    apiQuery,
    /** `?…` of this view, for the links that come back to it. */
    search: conversationSearch(state),
    setPage: (page: number) => update((current) => ({ ...current, page })),
    refine,
    /** 条件をクリア: every filter back to its default; the page size and order stay. */
    clearFilters: () => update((current) => ({ ...current, ...CONVERSATION_FILTER_DEFAULTS, page: 1 })),
    toolbar,
  };
}
