import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { AVATARSETTINGS_API_PATHS, emotionStatesResponseSchema } from 'shared-contracts';
import { conversationKeys } from './query-keys';

/** The owner's emotion names by key, so a transcript says 喜び rather than joy. */
export async function getEmotionLabels(): Promise<Record<string, string>> {
  const { emotions } = await apiGet(AVATARSETTINGS_API_PATHS.emotionStates, emotionStatesResponseSchema);
  return Object.fromEntries(emotions.map((emotion) => [emotion.key, emotion.label]));
}

/** Without them (not yet read, or unreadable) a transcript shows the emotion's key. */
export function useEmotionLabels() {
  return useQuery<Record<string, string>, ApiRequestError>({ queryKey: conversationKeys.emotionLabels, queryFn: getEmotionLabels, staleTime: 60_000 });
}
