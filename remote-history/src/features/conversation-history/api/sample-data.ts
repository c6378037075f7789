import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, type ApiRequestError } from 'shared-auth';
import { HISTORY_API_PATHS, sampleDataRemovalSchema, sampleDataStatusSchema, type SampleDataRemoval, type SampleDataStatus } from 'shared-contracts';
import { conversationKeys } from './query-keys';

const sampleDataKey = ['sample-data'] as const;

/** GET sample-data: how many of the demo owner's sample conversations are still there. */
export function useSampleData() {
  return useQuery<SampleDataStatus, ApiRequestError>({
    queryKey: sampleDataKey,
    queryFn: () => apiGet(HISTORY_API_PATHS.sampleData, sampleDataStatusSchema),
  });
}

/** DELETE sample-data: the sample history goes in one click; every list reads afresh. */
export function useRemoveSampleData() {
  const queryClient = useQueryClient();
  return useMutation<SampleDataRemoval, ApiRequestError, void>({
    mutationFn: () => apiSend('delete', HISTORY_API_PATHS.sampleData, sampleDataRemovalSchema),
    onSuccess: () => {
      queryClient.setQueryData<SampleDataStatus>(sampleDataKey, { sample_conversations: 0 });
      queryClient.removeQueries({ queryKey: [...conversationKeys.root, 'detail'] });
      queryClient.removeQueries({ queryKey: conversationKeys.allNeighbours });
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists });
    },
  });
}
