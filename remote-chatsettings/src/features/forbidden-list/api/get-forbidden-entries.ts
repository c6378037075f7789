import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import type { ForbiddenWordListQuery, ListResponse } from 'shared-contracts';
import type { ForbiddenEntry, ForbiddenListDefinition } from '../forbidden-list-kinds';
import { forbiddenListKeys } from './query-keys';

/** The list query of SPEC §3 and §9 plus the search text; both lists take the same parameters. */
export type ForbiddenEntryListQuery = ForbiddenWordListQuery;

export function searchParamsOf(query: ForbiddenEntryListQuery): Record<string, string | number> {
  return {
    page: query.page,
    limit: query.limit,
    sort_by: query.sort_by,
    sort_order: query.sort_order,
    ...(query.q === '' ? {} : { q: query.q }),
  };
}

export async function getForbiddenEntries(
  list: ForbiddenListDefinition,
  query: ForbiddenEntryListQuery,
): Promise<ListResponse<ForbiddenEntry>> {
  try {
    const body = await httpClient.get(list.apiPath, { searchParams: searchParamsOf(query) }).json();
    return list.parseList(body);
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

export function useForbiddenEntries(list: ForbiddenListDefinition, query: ForbiddenEntryListQuery) {
  return useQuery<ListResponse<ForbiddenEntry>, ApiRequestError>({
    queryKey: forbiddenListKeys.page(list.kind, query),
    queryFn: () => getForbiddenEntries(list, query),
    // The rows stay while the next page or sort order loads, so the table does not collapse and jump.
    placeholderData: keepPreviousData,
  });
}
