import { useQuery } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import { AVATARSETTINGS_API_PATHS, emotionStatesResponseSchema } from 'shared-contracts';
import { chatTestKeys } from './query-keys';

/** The owner's emotion names by key, so a trace says 喜び rather than joy. */
export async function getEmotionLabels(): Promise<Record<string, string>> {
  try {
    const { emotions } = emotionStatesResponseSchema.parse(await httpClient.get(AVATARSETTINGS_API_PATHS.emotionStates).json());
    return Object.fromEntries(emotions.map((emotion) => [emotion.key, emotion.label]));
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

export function useEmotionLabels() {
  return useQuery<Record<string, string>, ApiRequestError>({ queryKey: chatTestKeys.emotionLabels, queryFn: getEmotionLabels, staleTime: 60_000 });
}
