import { FormSkeleton, PageTitle, TitledLoadErrorAlert, useNotice } from 'shared-ui';
import { useDetailAiSettings } from '../api/get-detail-ai-settings';
import { labels } from '../labels';
import { DetailAiSettingsForm } from './DetailAiSettingsForm';

export function DetailAiSettingsScreen() {
  const query = useDetailAiSettings();
  const notice = useNotice();
  return (
    <>
      <PageTitle title={labels.title} description={labels.description} />
      {query.isPending ? <FormSkeleton sections={4} fields={3} /> : null}
      {query.isError ? (
        <TitledLoadErrorAlert title={labels.loadFailed} error={query.error} retry={labels.retry} onRetry={() => void query.refetch()} />
      ) : null}
      {query.isSuccess ? <DetailAiSettingsForm settings={query.data} onSaved={notice.showSaved} onError={notice.showError} /> : null}
      {notice.element}
    </>
  );
}
