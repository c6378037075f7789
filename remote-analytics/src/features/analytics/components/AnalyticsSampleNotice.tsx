import { SampleDataNotice, useNotice } from 'shared-ui';
import { analyticsKeys } from '../api/query-keys';

/**
 * On the dashboard and 分析 while the demo's sample history is there: its figures count the sample
 * conversations, said above them, and removed in one click (every figure then reads afresh).
 */
export function AnalyticsSampleNotice() {
  const notice = useNotice();
  return (
    <>
      <SampleDataNotice
        subject="analytics"
        onRemoved={notice.showSuccess}
        onFailed={notice.showError}
        afterRemoval={(queryClient) => {
          void queryClient.invalidateQueries({ queryKey: analyticsKeys.root });
          void queryClient.invalidateQueries({ queryKey: analyticsKeys.recentConversations });
        }}
      />
      {notice.element}
    </>
  );
}
