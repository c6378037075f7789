import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { CHATSETTINGS_API_PATHS, lineLoginSettingsResponseSchema, type LineLoginSettingsResponse } from 'shared-contracts';
import { lineLoginKeys } from './query-keys';

export async function getLineLoginSettings(): Promise<LineLoginSettingsResponse> {
  return apiGet(CHATSETTINGS_API_PATHS.lineLoginSettings, lineLoginSettingsResponseSchema);
}

export function useLineLoginSettings() {
  return useQuery<LineLoginSettingsResponse, ApiRequestError>({ queryKey: lineLoginKeys.settings, queryFn: getLineLoginSettings });
}
