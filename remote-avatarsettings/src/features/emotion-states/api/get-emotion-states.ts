import { useQuery } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import { AVATARSETTINGS_API_PATHS, emotionStatesResponseSchema, type EmotionStatesResponse } from 'shared-contracts';
import { emotionStatesKeys } from './query-keys';

export async function getEmotionStates(): Promise<EmotionStatesResponse> {
  try {
    return emotionStatesResponseSchema.parse(await httpClient.get(AVATARSETTINGS_API_PATHS.emotionStates).json());
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

export function useEmotionStates() {
  return useQuery<EmotionStatesResponse, ApiRequestError>({ queryKey: emotionStatesKeys.list, queryFn: getEmotionStates });
}
