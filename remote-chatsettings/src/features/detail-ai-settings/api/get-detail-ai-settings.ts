import { useQuery } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import { CHATSETTINGS_API_PATHS, detailAiSettingsResponseSchema, type DetailAiSettingsResponse } from 'shared-contracts';
import { detailAiSettingsKeys } from './query-keys';

/** The settings with only the key's status: the API never sends a key back. */
export async function getDetailAiSettings(): Promise<DetailAiSettingsResponse> {
  try {
    return detailAiSettingsResponseSchema.parse(await httpClient.get(CHATSETTINGS_API_PATHS.detailAiSettings).json());
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

export function useDetailAiSettings() {
  return useQuery<DetailAiSettingsResponse, ApiRequestError>({
    queryKey: detailAiSettingsKeys.settings,
    queryFn: getDetailAiSettings,
  });
}
