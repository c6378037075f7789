import { useQuery } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import { CHATSETTINGS_API_PATHS, lineLoginSettingsResponseSchema, type LineLoginSettingsResponse } from 'shared-contracts';
import { lineLoginKeys } from './query-keys';

export async function getLineLoginSettings(): Promise<LineLoginSettingsResponse> {
  try {
    return lineLoginSettingsResponseSchema.parse(await httpClient.get(CHATSETTINGS_API_PATHS.lineLoginSettings).json());
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

export function useLineLoginSettings() {
  return useQuery<LineLoginSettingsResponse, ApiRequestError>({ queryKey: lineLoginKeys.settings, queryFn: getLineLoginSettings });
}
