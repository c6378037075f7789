import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, type ApiRequestError } from 'shared-auth';
import {
  AVATARSETTINGS_API_PATHS,
  emotionStatesResponseSchema,
  type EmotionStatesRequest,
  type EmotionStatesResponse,
} from 'shared-contracts';
import { emotionStatesKeys } from './query-keys';

/** The whole list at once: adding, editing and deleting are all one save. */
export async function updateEmotionStates(request: EmotionStatesRequest): Promise<EmotionStatesResponse> {
  return apiSend('put', AVATARSETTINGS_API_PATHS.emotionStates, emotionStatesResponseSchema, { json: request });
}

export function useUpdateEmotionStates() {
  const queryClient = useQueryClient();
  return useMutation<EmotionStatesResponse, ApiRequestError, EmotionStatesRequest>({
    mutationFn: updateEmotionStates,
    onSuccess: (saved) => queryClient.setQueryData(emotionStatesKeys.list, saved),
  });
}
