import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BuiltinEmotionKey } from 'shared-contracts';
import { FormSkeleton, PageTitle, TitledLoadErrorAlert, useNotice } from 'shared-ui';
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
      {query.isError ? <TitledLoadErrorAlert title={labels.loadFailed} error={query.error} retry={labels.retry} onRetry={() => void query.refetch()} /> : null}
      {query.isSuccess ? <EmotionStatesForm states={query.data} onSaved={notice.showSaved} onError={notice.showError} renderFace={renderFace} renderImageField={renderImageField} /> : null}
      {notice.element}
    </Box>
  );
}
