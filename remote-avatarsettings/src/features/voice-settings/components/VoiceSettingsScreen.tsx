import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { FormSkeleton, PageTitle, TitledLoadErrorAlert, useNotice } from 'shared-ui';
import { useVoiceSettings } from '../api/get-voice-settings';
import { labels } from '../labels';
import { VoiceSettingsForm } from './VoiceSettingsForm';

export interface VoiceSettingsScreenProps {
  renderSpeaker(speaking: boolean): ReactNode;
}

/** /avatarsettings/voicesettings */
export function VoiceSettingsScreen({ renderSpeaker }: VoiceSettingsScreenProps) {
  const query = useVoiceSettings();
  const notice = useNotice();
  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageTitle title={labels.title} description={labels.description} />
      {query.isPending ? <FormSkeleton sections={4} fields={2} /> : null}
      {query.isError ? <TitledLoadErrorAlert title={labels.loadFailed} error={query.error} retry={labels.retry} onRetry={() => void query.refetch()} /> : null}
      {query.isSuccess ? <VoiceSettingsForm settings={query.data} onSaved={notice.showSaved} onError={notice.showError} renderSpeaker={renderSpeaker} /> : null}
      {notice.element}
    </Box>
  );
}
