import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { FormSkeleton, PageTitle, useNotice } from 'shared-ui';
import { useFixedMessages } from '../api/get-fixed-messages';
import { labels } from '../labels';
import type { RenderImageField } from './image-field';
import { FixedMessagesForm } from './FixedMessagesForm';

export function FixedMessagesScreen({ renderImageField }: { renderImageField: RenderImageField }) {
  const query = useFixedMessages();
  const notice = useNotice();
  return (
    <>
      <PageTitle title={labels.title} description={labels.description} />
      {query.isPending ? <FormSkeleton sections={2} fields={5} /> : null}
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
      {query.isSuccess ? <FixedMessagesForm settings={query.data} onSaved={notice.showSaved} onError={notice.showError} renderImageField={renderImageField} /> : null}
      {notice.element}
    </>
  );
}
