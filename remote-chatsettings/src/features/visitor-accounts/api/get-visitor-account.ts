import { useQuery } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import { CHATSETTINGS_API_PATHS, visitorAccountSchema, type VisitorAccount } from 'shared-contracts';
import { visitorAccountKeys } from './query-keys';

export async function getVisitorAccount(id: string): Promise<VisitorAccount> {
  try {
    const body = await httpClient.get(`${CHATSETTINGS_API_PATHS.visitorAccounts}/${encodeURIComponent(id)}`).json();
    return visitorAccountSchema.parse(body);
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

/** The detail view asks for the account afresh, so it shows the latest sign-in even on an old page. */
export function useVisitorAccount(id: string | null) {
  return useQuery<VisitorAccount, ApiRequestError>({
    queryKey: visitorAccountKeys.detail(id ?? ''),
    queryFn: () => getVisitorAccount(id ?? ''),
    enabled: id !== null,
  });
}
