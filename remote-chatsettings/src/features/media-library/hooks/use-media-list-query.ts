import type { MediaKind, MediaListQuery } from 'shared-contracts';
import { LIST_QUERY_DEFAULTS, useListQuery } from 'shared-ui';

/** SPEC §9: 50 a page, newest first by created_at; no filters. */
export const INITIAL_MEDIA_LIST_QUERY: MediaListQuery = {
  ...LIST_QUERY_DEFAULTS,
  q: '',
  kind: '',
  tag: '',
};

/** The list query and its changes, with the library's own filters by kind and tag. */
export function useMediaListQuery() {
  const list = useListQuery(INITIAL_MEDIA_LIST_QUERY);
  return {
    ...list,
    setKind: (kind: MediaKind | '') => list.refine({ kind }),
    setTag: (tag: string) => list.refine({ tag }),
  };
}
