import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { BuiltinEmotionKey } from 'shared-contracts';
import { FormSkeleton, PageTitle, useNotice } from 'shared-ui';
import { useEmotionStates } from '../api/get-emotion-states';
import { labels } from '../labels';
import type { ImageFieldProps } from './EmotionCard';
import { EMOTION_LIST_MAX_WIDTH, EmotionStatesForm } from './EmotionStatesForm';

export interface EmotionStatesScreenProps {
  renderFace(expression: BuiltinEmotionKey, imageId: string | null): ReactNode;
  renderImageField(props: ImageFieldProps): ReactNode;
}

/** /avatarsettings/emotionstates, and /chatsettings/emotionstates through the host. */
export function EmotionStatesScreen({ renderFace, renderImageField }: EmotionStatesScreenProps) {
  const query = useEmotionStates();
  const notice = useNotice();
  return (
    <Box sx={{ maxWidth: EMOTION_LIST_MAX_WIDTH }}>
      <PageTitle title={labels.title} description={labels.description} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5, mb: 3 }}>
        {labels.imagesHelp}
      </Typography>
      {query.isPending ? <FormSkeleton sections={5} fields={2} /> : null}
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
      {query.isSuccess ? <EmotionStatesForm states={query.data} onSaved={notice.showSaved} onError={notice.showError} renderFace={renderFace} renderImageField={renderImageField} /> : null}
      {notice.element}
    </Box>
  );
}
