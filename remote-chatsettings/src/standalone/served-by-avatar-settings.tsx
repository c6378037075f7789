import Alert from '@mui/material/Alert';
import { PageTitle } from 'shared-ui';
import { labels } from '../labels';

export function ServedByAvatarSettings() {
  return (
    <>
      <PageTitle title={labels.emotionStates} />
      <Alert severity="info">{labels.standalone.servedByAvatarSettings}</Alert>
    </>
  );
}
