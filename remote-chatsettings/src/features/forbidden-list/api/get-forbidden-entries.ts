import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import type { ForbiddenWordListQuery, ListResponse } from 'shared-contracts';
import type { ForbiddenEntry, ForbiddenListDefinition } from '../forbidden-list-kinds';
import { forbiddenListKeys } from './query-keys';

/** The list query of SPEC §3 and §9 plus the search text; both lists take the same parameters. */
export type ForbiddenEntryListQuery = ForbiddenWordListQuery;

export async function getForbiddenEntries(
  list: ForbiddenListDefinition,
  query: ForbiddenEntryListQuery,
): Promise<ListResponse<ForbiddenEntry>> {
  return apiGet(list.apiPath, { parse: list.parseList }, query);
}

export function useForbiddenEntries(list: ForbiddenListDefinition, query: ForbiddenEntryListQuery) {
  return useQuery<ListResponse<ForbiddenEntry>, ApiRequestError>({
    queryKey: forbiddenListKeys.page(list.kind, query),
    queryFn: () => getForbiddenEntries(list, query),
    // The rows stay while the next page or sort order loads, so the table does not collapse and jump.
    placeholderData: keepPreviousData,
  });
}
