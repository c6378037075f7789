import { lazy, Suspense } from 'react';
import { AvatarPagePreview } from '../features/avatar-preview/components/AvatarPagePreview';
import { WidgetAvatar } from '../features/avatar-preview/components/WidgetAvatar';
import type { LauncherLook } from '../features/avatar-settings/api/get-launcher-placement';
import { AvatarSettingsScreen } from '../features/avatar-settings/components/AvatarSettingsScreen';
import type { AvatarPreviewValues } from '../features/avatar-settings/utils/preview-values';
import { useMediaItem } from '../features/media-library/api/get-media-item';

// Shown only once the owner chooses a library image (the default is a built-in character): its field,
// thumbnail and formats load then, not with the screen's first visit.
const MediaImageField = lazy(() => import('../features/media-library/components/MediaImageField').then((m) => ({ default: m.MediaImageField })));

/** The page preview with the owner's library image, once its address is known, else the character. */
function Preview({ values, launcher }: { values: AvatarPreviewValues; launcher: LauncherLook }) {
  const image = useMediaItem(values.mediaId);
  return (
    <AvatarPagePreview
      character={values.character}
      position={values.position}
      size={values.size}
      launcher={launcher}
      launcherColor={launcher.color}
      imageUrl={values.mediaId ? image.data?.url : null}
    />
  );
}

export function AvatarSettingsRoute() {
  return (
    <AvatarSettingsScreen
      renderCharacter={(id) => <WidgetAvatar character={id} size={88} />}
      renderImageField={(props) => (
        <Suspense fallback={null}>
          <MediaImageField {...props} />
        </Suspense>
      )}
      renderPreview={(values, launcher) => <Preview values={values} launcher={launcher} />}
    />
  );
}
