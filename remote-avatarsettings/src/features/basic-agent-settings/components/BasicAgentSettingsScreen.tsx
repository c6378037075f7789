import type { ReactNode } from 'react';
import { FormSkeleton, PageTitle, TitledLoadErrorAlert, useNotice } from 'shared-ui';
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
      {query.isError ? <TitledLoadErrorAlert title={labels.loadFailed} error={query.error} retry={labels.retry} onRetry={() => void query.refetch()} /> : null}
      {query.isSuccess ? <BasicAgentSettingsForm settings={query.data} onSaved={notice.showSaved} onError={notice.showError} avatar={avatar} /> : null}
      {notice.element}
    </>
  );
}
