import { AVATAR_SETTINGS_DEFAULTS, type BuiltinCharacterId } from 'shared-contracts';
import { WidgetAvatar } from '../features/avatar-preview/components/WidgetAvatar';
import { useAvatarSettings } from '../features/avatar-settings/api/get-avatar-settings';
import { EmotionStatesScreen } from '../features/emotion-states/components/EmotionStatesScreen';
import { useMediaItem } from '../features/media-library/api/get-media-item';
import { MediaImageField } from '../features/media-library/components/MediaImageField';

const FACE_SIZE = 112;

/** One emotion as the widget shows it: its own picture once its address is known, else the character's face. */
function EmotionFace({ character, emotion, imageId }: { character: BuiltinCharacterId; emotion: string; imageId: string | null }) {
  const image = useMediaItem(imageId);
  const url = imageId ? image.data?.url : undefined;
  return <WidgetAvatar character={character} emotion={emotion} images={url ? { [emotion]: url } : undefined} size={FACE_SIZE} />;
}

// Also rendered by the host at /chatsettings/emotionstates (through ../emotion-states.tsx), so this
// screen reads nothing from the route it sits under.
export function EmotionStatesRoute() {
  // An emotion without an image of its own is previewed on the owner's character.
  const character = useAvatarSettings().data?.builtin_character ?? AVATAR_SETTINGS_DEFAULTS.builtin_character;
  return (
    <EmotionStatesScreen
      renderFace={(expression, imageId) => <EmotionFace character={character} emotion={expression} imageId={imageId} />}
      renderImageField={(props) => <MediaImageField {...props} />}
    />
  );
}
