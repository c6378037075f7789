import { AVATAR_SETTINGS_DEFAULTS } from 'shared-contracts';
import { BuiltinAvatar } from '../features/avatar-preview/components/BuiltinAvatar';
import { useAvatarSettings } from '../features/avatar-settings/api/get-avatar-settings';
import { EmotionStatesScreen } from '../features/emotion-states/components/EmotionStatesScreen';
import { MediaImage } from '../features/media-library/components/MediaImage';
import { MediaImageField } from '../features/media-library/components/MediaImageField';

const FACE_SIZE = 112;

// Also rendered by the host at /chatsettings/emotionstates (through ../emotion-states.tsx), so this
// screen reads nothing from the route it sits under.
export function EmotionStatesRoute() {
  // An emotion without an image of its own is previewed on the owner's character.
  const character = useAvatarSettings().data?.builtin_character ?? AVATAR_SETTINGS_DEFAULTS.builtin_character;
  return (
    <EmotionStatesScreen
      renderFace={(expression, imageId) => {
        const face = <BuiltinAvatar character={character} expression={expression} size={FACE_SIZE} />;
        return imageId ? <MediaImage id={imageId} size={FACE_SIZE} fallback={face} /> : face;
      }}
      renderImageField={(props) => <MediaImageField {...props} />}
    />
  );
}
