import { AvatarPagePreview } from '../features/avatar-preview/components/AvatarPagePreview';
import { BuiltinAvatar } from '../features/avatar-preview/components/BuiltinAvatar';
import { AvatarSettingsScreen } from '../features/avatar-settings/components/AvatarSettingsScreen';

export function AvatarSettingsRoute() {
  return (
    <AvatarSettingsScreen
      renderCharacter={(id) => <BuiltinAvatar character={id} size={88} />}
      renderPreview={(values, launcher) => (
        <AvatarPagePreview
          character={values.character}
          position={values.position}
          size={values.size}
          launcher={launcher}
          launcherColor={launcher.color}
        />
      )}
    />
  );
}
