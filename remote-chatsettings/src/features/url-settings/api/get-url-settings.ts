import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { CHATSETTINGS_API_PATHS, urlSettingsResponseSchema, type UrlSettingsResponse } from 'shared-contracts';
import { urlSettingsKeys } from './query-keys';

export async function getUrlSettings(): Promise<UrlSettingsResponse> {
  return apiGet(CHATSETTINGS_API_PATHS.urlSettings, urlSettingsResponseSchema);
}

export function useUrlSettings() {
  return useQuery<UrlSettingsResponse, ApiRequestError>({ queryKey: urlSettingsKeys.settings, queryFn: getUrlSettings });
}
