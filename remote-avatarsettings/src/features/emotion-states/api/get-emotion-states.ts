import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiRequestError } from 'shared-auth';
import { AVATARSETTINGS_API_PATHS, emotionStatesResponseSchema, type EmotionStatesResponse } from 'shared-contracts';
import { emotionStatesKeys } from './query-keys';

export async function getEmotionStates(): Promise<EmotionStatesResponse> {
  return apiGet(AVATARSETTINGS_API_PATHS.emotionStates, emotionStatesResponseSchema);
}

export function useEmotionStates() {
  return useQuery<EmotionStatesResponse, ApiRequestError>({ queryKey: emotionStatesKeys.list, queryFn: getEmotionStates });
}
