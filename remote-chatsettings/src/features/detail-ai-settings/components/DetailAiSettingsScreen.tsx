import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { FormSkeleton, PageTitle, useNotice } from 'shared-ui';
import { useDetailAiSettings } from '../api/get-detail-ai-settings';
import { labels } from '../labels';
import { DetailAiSettingsForm } from './DetailAiSettingsForm';

export function DetailAiSettingsScreen() {
  const query = useDetailAiSettings();
  const notice = useNotice();
  return (
    <>
      <PageTitle title={labels.title} description={labels.description} />
      {query.isPending ? <FormSkeleton sections={3} fields={3} /> : null}
      {query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {labels.retry}
            </Button>
          }
        >
          <AlertTitle>{labels.loadFailed}</AlertTitle>
          {query.error.message}
        </Alert>
      ) : null}
      {query.isSuccess ? <DetailAiSettingsForm settings={query.data} onSaved={notice.showSaved} onError={notice.showError} /> : null}
      {notice.element}
    </>
  );
}
