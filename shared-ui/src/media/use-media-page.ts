import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListResponse, MediaItem, MediaListQuery } from 'shared-contracts';

export type MediaPageState =
  | { status: 'loading'; page: ListResponse<MediaItem> | null }
  | { status: 'ready'; page: ListResponse<MediaItem> }
  | { status: 'error'; message: string; page: ListResponse<MediaItem> | null };

function messageOf(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : '';
}

/**
 * One page of the library through the caller's fetcher, refetched when the query changes. An answer
 * that arrives after a newer query was asked is dropped, so fast typing never shows a stale page.
 */
export function useMediaPage(fetchPage: (query: MediaListQuery) => Promise<ListResponse<MediaItem>>, query: MediaListQuery, enabled: boolean) {
  const [state, setState] = useState<MediaPageState>({ status: 'loading', page: null });
  const [reloads, setReloads] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    if (!enabled) return;
    const ticket = latest.current + 1;
    latest.current = ticket;
    setState((current) => ({ status: 'loading', page: current.page }));
    fetchPage(query).then(
      (page) => {
        if (latest.current === ticket) setState({ status: 'ready', page });
      },
      (error: unknown) => {
        if (latest.current === ticket) setState((current) => ({ status: 'error', message: messageOf(error), page: current.page }));
      },
    );
  }, [fetchPage, query, enabled, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  return { state, reload };
}
