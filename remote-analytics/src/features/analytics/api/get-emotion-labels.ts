import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { AVATARSETTINGS_API_PATHS, emotionStatesResponseSchema } from 'shared-contracts';
import { analyticsKeys } from './query-keys';

/** The owner's emotion names by key (アバター設定's 感情), so a chart says 照れ rather than custom_…. */
export async function getEmotionLabels(): Promise<Record<string, string>> {
  const { emotions } = await apiGet(AVATARSETTINGS_API_PATHS.emotionStates, emotionStatesResponseSchema);
  return Object.fromEntries(emotions.map((emotion) => [emotion.key, emotion.label]));
}

/** Without them (not yet read, or unreadable) the built-in names and then the keys are shown. */
export function useEmotionLabels() {
  return useQuery<Record<string, string>, ApiRequestError>({ queryKey: analyticsKeys.emotionLabels, queryFn: getEmotionLabels, staleTime: 60_000 });
}
