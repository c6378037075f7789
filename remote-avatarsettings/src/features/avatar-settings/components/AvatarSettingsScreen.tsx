import type { ReactNode } from 'react';
import type { BuiltinCharacterId } from 'shared-contracts';
import { FormSkeleton, PageTitle, TitledLoadErrorAlert, useNotice } from 'shared-ui';
import { useAvatarSettings } from '../api/get-avatar-settings';
import type { LauncherLook } from '../api/get-launcher-placement';
import type { AvatarPreviewValues } from '../utils/preview-values';
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
      {query.isError ? <TitledLoadErrorAlert title={labels.loadFailed} error={query.error} retry={labels.retry} onRetry={() => void query.refetch()} /> : null}
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
