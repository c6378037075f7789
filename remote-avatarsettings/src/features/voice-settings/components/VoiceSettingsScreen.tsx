import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormSkeleton, PageTitle, useNotice } from 'shared-ui';
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
      {query.isSuccess ? <VoiceSettingsForm settings={query.data} onSaved={notice.showSaved} onError={notice.showError} renderSpeaker={renderSpeaker} /> : null}
      {notice.element}
    </Box>
  );
}
