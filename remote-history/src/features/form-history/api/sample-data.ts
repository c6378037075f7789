import type { QueryClient } from '@tanstack/react-query';
import { formAnswerKeys } from './query-keys';

/**
 * Once the sample history is gone (shared-ui's SampleDataNotice on フォーム回答履歴): its answers leave
 * the cache, and everything this section holds reads afresh (the answers, the picker's counts, 送信率,
 * and 会話履歴's lists, which lost their sample conversations too).
 */
export function afterSampleAnswersRemoval(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: formAnswerKeys.details });
  void queryClient.invalidateQueries();
}
