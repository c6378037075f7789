import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormSkeleton, PageTitle, useNotice } from 'shared-ui';
import { useUrlSettings } from '../api/get-url-settings';
import { labels } from '../labels';
import { EmbedSnippetCard } from './EmbedSnippetCard';
import { UrlSettingsForm } from './UrlSettingsForm';

/** /urlsettings (リンク設定) */
export function UrlSettingsScreen() {
  const settings = useUrlSettings();
  const notice = useNotice();

  return (
    <>
      <PageTitle title={labels.title} description={labels.description} />
      <Stack spacing={3}>
        <EmbedSnippetCard />
        {settings.isPending ? (
          <FormSkeleton sections={2} fields={2} />
        ) : settings.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void settings.refetch()}>
                {labels.retry}
              </Button>
            }
          >
            {labels.loadFailed}: {settings.error.message}
          </Alert>
        ) : (
          <UrlSettingsForm settings={settings.data} onSaved={notice.showSaved} onError={notice.showError} />
        )}
      </Stack>
      {notice.element}
    </>
  );
}
