import { useQuery } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import { CHATSETTINGS_API_PATHS, urlSettingsResponseSchema, type UrlSettingsResponse } from 'shared-contracts';
import { urlSettingsKeys } from './query-keys';

export async function getUrlSettings(): Promise<UrlSettingsResponse> {
  try {
    return urlSettingsResponseSchema.parse(await httpClient.get(CHATSETTINGS_API_PATHS.urlSettings).json());
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

export function useUrlSettings() {
  return useQuery<UrlSettingsResponse, ApiRequestError>({ queryKey: urlSettingsKeys.settings, queryFn: getUrlSettings });
}
