import type { QueryClient } from '@tanstack/react-query';
import { conversationKeys } from './query-keys';

/** Once the sample history is gone (shared-ui's SampleDataNotice): every conversation list reads afresh. */
export function afterSampleRemoval(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: [...conversationKeys.root, 'detail'] });
  queryClient.removeQueries({ queryKey: conversationKeys.allNeighbours });
  void queryClient.invalidateQueries({ queryKey: conversationKeys.lists });
}
