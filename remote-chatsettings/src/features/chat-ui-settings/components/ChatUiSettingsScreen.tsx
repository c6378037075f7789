import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { FormSkeleton, TitledLoadErrorAlert, useNotice } from 'shared-ui';
import { useChatUiSettings } from '../api/get-chat-ui-settings';
import { labels } from '../labels';
import { ChatUiSettingsForm } from './ChatUiSettingsForm';

function LoadingLayout() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 340px', gap: 4, '@media (min-width: 1600px)': { gridTemplateColumns: 'minmax(0, 760px) 380px' } }}>
      <FormSkeleton withTitle sections={3} fields={3} />
      <Box>
        <Skeleton variant="text" width={120} sx={{ fontSize: '1rem', mb: 1 }} />
        <Skeleton variant="text" width="90%" sx={{ fontSize: '0.875rem', mb: 1.5 }} />
        <Skeleton variant="rounded" height={600} sx={{ borderRadius: 3 }} />
      </Box>
    </Box>
  );
}

/** The chat UI settings of the /chatsettings index: loads, then edits with a live preview. */
export function ChatUiSettingsScreen() {
  const query = useChatUiSettings();
  const notice = useNotice();
  return (
    <>
      {query.isPending ? <LoadingLayout /> : null}
      {query.isError ? <TitledLoadErrorAlert title={labels.loadFailed} error={query.error} retry={labels.retry} onRetry={() => void query.refetch()} /> : null}
      {query.isSuccess ? <ChatUiSettingsForm settings={query.data} onSaved={notice.showSaved} onError={notice.showError} /> : null}
      {notice.element}
    </>
  );
}
