import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { CHATSETTINGS_API_PATHS, detailAiSettingsResponseSchema, type DetailAiSettingsResponse } from 'shared-contracts';
import { detailAiSettingsKeys } from './query-keys';

/** The settings with only the key's status: the API never sends a key back. */
export async function getDetailAiSettings(): Promise<DetailAiSettingsResponse> {
  return apiGet(CHATSETTINGS_API_PATHS.detailAiSettings, detailAiSettingsResponseSchema);
}

export function useDetailAiSettings() {
  return useQuery<DetailAiSettingsResponse, ApiRequestError>({
    queryKey: detailAiSettingsKeys.settings,
    queryFn: getDetailAiSettings,
  });
}
