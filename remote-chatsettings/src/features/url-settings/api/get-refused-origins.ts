import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { CHATSETTINGS_API_PATHS, refusedOriginsResponseSchema, type RefusedOrigin } from 'shared-contracts';
import { urlSettingsKeys } from './query-keys';

export async function getRefusedOrigins(): Promise<RefusedOrigin[]> {
  return (await apiGet(CHATSETTINGS_API_PATHS.refusedOrigins, refusedOriginsResponseSchema)).data;
}

/** 最近拒否されたサイト, latest first. */
export function useRefusedOrigins() {
  return useQuery<RefusedOrigin[], ApiRequestError>({ queryKey: urlSettingsKeys.refusedOrigins, queryFn: getRefusedOrigins });
}
