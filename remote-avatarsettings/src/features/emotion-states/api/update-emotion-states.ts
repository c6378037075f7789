import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpClient, toApiRequestError, type ApiRequestError } from 'shared-auth';
import {
  AVATARSETTINGS_API_PATHS,
  emotionStatesResponseSchema,
  type EmotionStatesRequest,
  type EmotionStatesResponse,
} from 'shared-contracts';
import { emotionStatesKeys } from './query-keys';

/** The whole list at once: adding, editing and deleting are all one save. */
export async function updateEmotionStates(request: EmotionStatesRequest): Promise<EmotionStatesResponse> {
  try {
    const body = await httpClient.put(AVATARSETTINGS_API_PATHS.emotionStates, { json: request }).json();
    return emotionStatesResponseSchema.parse(body);
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

export function useUpdateEmotionStates() {
  const queryClient = useQueryClient();
  return useMutation<EmotionStatesResponse, ApiRequestError, EmotionStatesRequest>({
    mutationFn: updateEmotionStates,
    onSuccess: (saved) => queryClient.setQueryData(emotionStatesKeys.list, saved),
  });
}
