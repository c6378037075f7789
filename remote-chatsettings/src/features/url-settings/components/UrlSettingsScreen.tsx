import Stack from '@mui/material/Stack';
import { FormSkeleton, LoadErrorAlert, PageTitle, useNotice } from 'shared-ui';
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
          <LoadErrorAlert loadFailed={labels.loadFailed} error={settings.error} retry={labels.retry} onRetry={() => void settings.refetch()} />
        ) : (
          <UrlSettingsForm
            settings={settings.data}
            onSaved={notice.showSaved}
            onError={notice.showError}
            onAllowed={(origin) => notice.showSuccess(labels.refused.allowed(origin))}
          />
        )}
      </Stack>
      {notice.element}
    </>
  );
}
