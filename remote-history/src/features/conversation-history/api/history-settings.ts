import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, type ApiRequestError } from 'shared-auth';
import { HISTORY_API_PATHS, historySettingsSchema, type HistorySettings } from 'shared-contracts';
import { conversationKeys } from './query-keys';

export async function getHistorySettings(): Promise<HistorySettings> {
  return apiGet(HISTORY_API_PATHS.settings, historySettingsSchema);
}

export async function saveHistorySettings(settings: HistorySettings): Promise<HistorySettings> {
  return apiSend('put', HISTORY_API_PATHS.settings, historySettingsSchema, { json: settings });
}

/** How long conversations are kept; read when the owner opens the setting. */
export function useHistorySettings(enabled: boolean) {
  return useQuery<HistorySettings, ApiRequestError>({ queryKey: conversationKeys.settings, queryFn: getHistorySettings, enabled });
}

export function useSaveHistorySettings() {
  const queryClient = useQueryClient();
  return useMutation<HistorySettings, ApiRequestError, HistorySettings>({
    mutationFn: saveHistorySettings,
    onSuccess: (saved) => queryClient.setQueryData(conversationKeys.settings, saved),
  });
}
