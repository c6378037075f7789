import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import {
  CHATSETTINGS_API_PATHS,
  visitorAccountListResponseSchema,
  type VisitorAccountListQuery,
  type VisitorAccountListResponse,
} from 'shared-contracts';
import { visitorAccountKeys } from './query-keys';

export async function getVisitorAccounts(query: VisitorAccountListQuery): Promise<VisitorAccountListResponse> {
  return apiGet(CHATSETTINGS_API_PATHS.visitorAccounts, visitorAccountListResponseSchema, query);
}

export function useVisitorAccounts(query: VisitorAccountListQuery) {
  return useQuery<VisitorAccountListResponse, ApiRequestError>({
    queryKey: visitorAccountKeys.page(query),
    queryFn: () => getVisitorAccounts(query),
    // The rows stay while the next page or filter loads, so the table does not collapse and jump.
    placeholderData: keepPreviousData,
  });
}
