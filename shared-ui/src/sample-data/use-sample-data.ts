import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, useSession, type ApiRequestError } from 'shared-auth';
import { HISTORY_API_PATHS, sampleDataRemovalSchema, sampleDataStatusSchema, type SampleDataRemoval, type SampleDataStatus } from 'shared-contracts';

/** Per section's query client and owner: the console's sections keep their own caches. */
export const sampleDataKey = (agentId: string | null) => ['sample-data', agentId] as const;

/** GET sample-data: how many of the demo owner's sample conversations and form answers are still there. */
export function useSampleData() {
  const { agentId } = useSession();
  return useQuery<SampleDataStatus, ApiRequestError>({
    queryKey: sampleDataKey(agentId),
    queryFn: () => apiGet(HISTORY_API_PATHS.sampleData, sampleDataStatusSchema),
    enabled: agentId !== null,
  });
}

/**
 * Whether the sample notice's place is known: its status arrived, failed once (a retry must not hold
 * the screen), or there is no owner to ask. A screen holds what stands below the notice until then,
 * so a notice arriving after the screen's panels never pushes them down (on the dashboard they moved
 * 68 px: a layout shift of 0.046).
 */
export function useSampleDataKnown(): boolean {
  const status = useSampleData();
  return !status.isPending || status.fetchStatus === 'idle' || status.failureCount > 0;
}

/**
 * DELETE sample-data: the sample history goes in one click (conversations, their visitors and
 * accounts, form answers and their counts in 分析). `afterRemoval` lets the section read its own
 * lists afresh.
 */
export function useRemoveSampleData(afterRemoval?: (queryClient: ReturnType<typeof useQueryClient>) => void) {
  const queryClient = useQueryClient();
  const { agentId } = useSession();
  return useMutation<SampleDataRemoval, ApiRequestError, void>({
    mutationFn: () => apiSend('delete', HISTORY_API_PATHS.sampleData, sampleDataRemovalSchema),
    onSuccess: () => {
      queryClient.setQueryData<SampleDataStatus>(sampleDataKey(agentId), { sample_conversations: 0, sample_form_answers: 0 });
      afterRemoval?.(queryClient);
    },
  });
}
