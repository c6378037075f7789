import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { BuiltinCharacterId } from 'shared-contracts';
import { FormSkeleton, PageTitle, useNotice } from 'shared-ui';
import { useAvatarSettings } from '../api/get-avatar-settings';
import type { LauncherLook } from '../api/get-launcher-placement';
import type { AvatarPreviewValues } from '../hooks/preview-values';
import { labels } from '../labels';
import { AvatarSettingsForm, type ImageFieldProps } from './AvatarSettingsForm';

export interface AvatarSettingsScreenProps {
  renderCharacter(id: BuiltinCharacterId): ReactNode;
  renderImageField(props: ImageFieldProps): ReactNode;
  renderPreview(values: AvatarPreviewValues, launcher: LauncherLook): ReactNode;
}

/** /avatarsettings: loads the avatar settings, then edits them beside a live preview. */
export function AvatarSettingsScreen({ renderCharacter, renderImageField, renderPreview }: AvatarSettingsScreenProps) {
  const query = useAvatarSettings();
  const notice = useNotice();
  return (
    <>
      <PageTitle title={labels.title} description={labels.description} />
      {query.isPending ? <FormSkeleton sections={2} fields={2} /> : null}
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
      {query.isSuccess ? (
        <AvatarSettingsForm
          settings={query.data}
          onSaved={notice.showSaved}
          onError={notice.showError}
          renderCharacter={renderCharacter}
          renderImageField={renderImageField}
          renderPreview={renderPreview}
        />
      ) : null}
      {notice.element}
    </>
  );
}
