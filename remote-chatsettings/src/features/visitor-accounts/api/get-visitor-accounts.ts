import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import {
  CHATSETTINGS_API_PATHS,
  visitorAccountListResponseSchema,
  type VisitorAccountListQuery,
  type VisitorAccountListResponse,
} from 'shared-contracts';
import { visitorAccountKeys } from './query-keys';

export function searchParamsOf(query: VisitorAccountListQuery): Record<string, string | number> {
  return {
    page: query.page,
    limit: query.limit,
    sort_by: query.sort_by,
    sort_order: query.sort_order,
    // '' is すべてのアカウント: the parameter is left out rather than sent empty.
    ...(query.login_type === '' ? {} : { login_type: query.login_type }),
    ...(query.q === '' ? {} : { q: query.q }),
  };
}

export async function getVisitorAccounts(query: VisitorAccountListQuery): Promise<VisitorAccountListResponse> {
  try {
    const body = await httpClient.get(CHATSETTINGS_API_PATHS.visitorAccounts, { searchParams: searchParamsOf(query) }).json();
    return visitorAccountListResponseSchema.parse(body);
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

export function useVisitorAccounts(query: VisitorAccountListQuery) {
  return useQuery<VisitorAccountListResponse, ApiRequestError>({
    queryKey: visitorAccountKeys.page(query),
    queryFn: () => getVisitorAccounts(query),
    // The rows stay while the next page or filter loads, so the table does not collapse and jump.
    placeholderData: keepPreviousData,
  });
}
