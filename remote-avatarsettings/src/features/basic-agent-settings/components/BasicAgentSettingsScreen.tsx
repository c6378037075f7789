import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { FormSkeleton, PageTitle, useNotice } from 'shared-ui';
import { useBasicAgentSettings } from '../api/get-basic-agent-settings';
import { labels } from '../labels';
import { BasicAgentSettingsForm } from './BasicAgentSettingsForm';

export interface BasicAgentSettingsScreenProps {
  /** The avatar beside the greeting preview (the route hands in the owner's character). */
  avatar: ReactNode;
}

/** /avatarsettings/basicagentsettings */
export function BasicAgentSettingsScreen({ avatar }: BasicAgentSettingsScreenProps) {
  const query = useBasicAgentSettings();
  const notice = useNotice();
  return (
    <>
      <PageTitle title={labels.title} description={labels.description} />
      {query.isPending ? <FormSkeleton sections={3} fields={3} /> : null}
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
      {query.isSuccess ? <BasicAgentSettingsForm settings={query.data} onSaved={notice.showSaved} onError={notice.showError} avatar={avatar} /> : null}
      {notice.element}
    </>
  );
}
