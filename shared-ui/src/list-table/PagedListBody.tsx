import type { ReactNode } from 'react';
import { ListEmptyState } from '../empty-state/ListEmptyState';
import { LoadErrorAlert } from '../load-error/LoadErrorAlert';
import { Pagination } from '../pagination/Pagination';
import { ListSkeleton } from '../skeletons/ListSkeleton';

/** A list's own wording of its states (the keys its labels file already uses). */
export interface PagedListLabels {
  /** '…を読み込めませんでした', followed by the error's message. */
  loadFailed: string;
  retry: string;
  noMatches: string;
  noMatchesHint: string;
  emptyTitle: string;
  emptyDescription: string;
}

/** The read of one page, as a TanStack query result has it. */
export interface PagedListResult<Row> {
  /** undefined until a page has arrived; `total_is_lower_bound` when the total is a floor (「N件以上」). */
  data: { data: readonly Row[]; total_records: number; total_is_lower_bound?: boolean } | undefined;
  /** Nothing has arrived yet, nor failed. */
  isPending: boolean;
  /** Why the last read failed; shown in place of the list only while there is no page to show. */
  error: Error | null;
  refetch(): unknown;
}

export interface PagedListBodyProps<Row> {
  result: PagedListResult<Row>;
  labels: PagedListLabels;
  /** A search or filter is on, so an empty page means nothing matches. */
  filtered: boolean;
  /** What an empty, unfiltered list shows: what it holds, and the button that adds the first (a list may have neither). */
  emptyIcon?: ReactNode;
  emptyAction?: ReactNode;
  /** What an empty, filtered list offers (a button that clears the filters). */
  noMatchesAction?: ReactNode;
  /** The loading shape, row for row like the list it stands in for: 6 rows of ListSkeleton's height unless said. */
  skeletonRows?: number;
  skeletonRowHeight?: number;
  page: number;
  limit: number;
  onPageChange(page: number): void;
  /** The rows of a page that has some, above the pagination. */
  children(rows: readonly Row[]): ReactNode;
}

/** A paged list in each of its states: loading, failed with a retry, empty, or its rows with the pagination. */
export function PagedListBody<Row>({
  result,
  labels,
  filtered,
  emptyIcon,
  emptyAction,
  noMatchesAction,
  skeletonRows = 6,
  skeletonRowHeight,
  page,
  limit,
  onPageChange,
  children,
}: PagedListBodyProps<Row>) {
  const list = result.data;
  if (result.isPending) return <ListSkeleton rows={skeletonRows} rowHeight={skeletonRowHeight} />;
  if (result.error && !list) {
    return <LoadErrorAlert loadFailed={labels.loadFailed} error={result.error} retry={labels.retry} onRetry={() => void result.refetch()} />;
  }
  if (!list || list.total_records === 0) {
    return (
      <ListEmptyState
        filtered={filtered}
        noMatches={labels.noMatches}
        noMatchesHint={labels.noMatchesHint}
        noMatchesAction={noMatchesAction}
        icon={emptyIcon}
        title={labels.emptyTitle}
        description={labels.emptyDescription}
        action={emptyAction}
      />
    );
  }
  return (
    <>
      {children(list.data)}
      <Pagination page={page} limit={limit} total={list.total_records} totalIsLowerBound={list.total_is_lower_bound} onPageChange={onPageChange} />
    </>
  );
}
