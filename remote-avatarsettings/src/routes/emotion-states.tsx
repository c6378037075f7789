import { AVATAR_SETTINGS_DEFAULTS } from 'shared-contracts';
import { BuiltinAvatar } from '../features/avatar-preview/components/BuiltinAvatar';
import { useAvatarSettings } from '../features/avatar-settings/api/get-avatar-settings';
import { EmotionStatesScreen } from '../features/emotion-states/components/EmotionStatesScreen';

// Also rendered by the host at /chatsettings/emotionstates (through ../emotion-states.tsx), so this
// screen reads nothing from the route it sits under.
export function EmotionStatesRoute() {
  // Each emotion is previewed on the owner's own character.
  const character = useAvatarSettings().data?.builtin_character ?? AVATAR_SETTINGS_DEFAULTS.builtin_character;
  return <EmotionStatesScreen renderFace={(expression) => <BuiltinAvatar character={character} expression={expression} size={112} />} />;
}
