import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { CHATSETTINGS_API_PATHS, visitorAccountSchema, type VisitorAccount } from 'shared-contracts';
import { visitorAccountKeys } from './query-keys';

export async function getVisitorAccount(id: string): Promise<VisitorAccount> {
  return apiGet(`${CHATSETTINGS_API_PATHS.visitorAccounts}/${encodeURIComponent(id)}`, visitorAccountSchema);
}

/** The detail view asks for the account afresh, so it shows the latest sign-in even on an old page. */
export function useVisitorAccount(id: string | null) {
  return useQuery<VisitorAccount, ApiRequestError>({
    queryKey: visitorAccountKeys.detail(id ?? ''),
    queryFn: () => getVisitorAccount(id ?? ''),
    enabled: id !== null,
  });
}
