import type { QueryClient } from '@tanstack/react-query';
import { afterSampleRemoval } from '../../conversation-history/api/sample-data';
import { formAnswerKeys } from './query-keys';

/**
 * Once the sample history is gone (shared-ui's SampleDataNotice on フォーム回答履歴): its answers leave
 * the cache, and the lists, the picker's counts and 送信率 read afresh, as do 会話履歴's lists (the same
 * section's cache).
 */
export function afterSampleAnswersRemoval(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: formAnswerKeys.details });
  void queryClient.invalidateQueries({ queryKey: formAnswerKeys.root });
  afterSampleRemoval(queryClient);
}
