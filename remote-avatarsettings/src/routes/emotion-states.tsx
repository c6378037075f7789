import { AVATAR_SETTINGS_DEFAULTS, type BuiltinCharacterId } from 'shared-contracts';
import { WidgetAvatar } from '../features/avatar-preview/components/WidgetAvatar';
import { useAvatarSettings } from '../features/avatar-settings/api/get-avatar-settings';
import { EmotionStatesScreen } from '../features/emotion-states/components/EmotionStatesScreen';
import { useMediaItem } from '../features/media-library/api/get-media-item';
import { MediaImageField } from '../features/media-library/components/MediaImageField';

const FACE_SIZE = 112;

interface EmotionFaceProps {
  character: BuiltinCharacterId;
  emotion: string;
  imageId: string | null;
  /** The owner's avatar picture, which the widget shows for an emotion without a picture of its own. */
  avatarImageUrl: string | undefined;
}

/** One emotion as the widget shows it: its own picture, else the owner's avatar picture, else the character's face. */
function EmotionFace({ character, emotion, imageId, avatarImageUrl }: EmotionFaceProps) {
  const image = useMediaItem(imageId);
  const url = imageId ? image.data?.url : undefined;
  const images = { ...(avatarImageUrl ? { neutral: avatarImageUrl } : {}), ...(url ? { [emotion]: url } : {}) };
  return <WidgetAvatar character={character} emotion={emotion} images={images} size={FACE_SIZE} />;
}

// Also rendered by the host at /chatsettings/emotionstates (through ../emotion-states.tsx), so this
// screen reads nothing from the route it sits under.
export function EmotionStatesRoute() {
  const avatar = useAvatarSettings().data;
  const character = avatar?.builtin_character ?? AVATAR_SETTINGS_DEFAULTS.builtin_character;
  const avatarImage = useMediaItem(avatar?.source === 'media' ? avatar.media_id : null);
  return (
    <EmotionStatesScreen
      renderFace={(expression, imageId) => (
        <EmotionFace character={character} emotion={expression} imageId={imageId} avatarImageUrl={avatar?.source === 'media' ? avatarImage.data?.url : undefined} />
      )}
      renderImageField={(props) => <MediaImageField {...props} />}
    />
  );
}
