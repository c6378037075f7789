import { FormSkeleton, PageTitle, TitledLoadErrorAlert, useNotice } from 'shared-ui';
import { useFixedMessages } from '../api/get-fixed-messages';
import { labels } from '../labels';
import type { RenderImageField } from 'shared-ui';
import { FixedMessagesForm } from './FixedMessagesForm';

export function FixedMessagesScreen({ renderImageField }: { renderImageField: RenderImageField }) {
  const query = useFixedMessages();
  const notice = useNotice();
  return (
    <>
      <PageTitle title={labels.title} description={labels.description} />
      {query.isPending ? <FormSkeleton sections={2} fields={5} /> : null}
      {query.isError ? (
        <TitledLoadErrorAlert title={labels.loadFailed} error={query.error} retry={labels.retry} onRetry={() => void query.refetch()} />
      ) : null}
      {query.isSuccess ? <FixedMessagesForm settings={query.data} onSaved={notice.showSaved} onError={notice.showError} renderImageField={renderImageField} /> : null}
      {notice.element}
    </>
  );
}
