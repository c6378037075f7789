import { AVATAR_SETTINGS_DEFAULTS } from 'shared-contracts';
import { WidgetAvatar } from '../features/avatar-preview/components/WidgetAvatar';
import { useAvatarSettings } from '../features/avatar-settings/api/get-avatar-settings';
import { VoiceSettingsScreen } from '../features/voice-settings/components/VoiceSettingsScreen';

export function VoiceSettingsRoute() {
  // The owner's own character speaks the sample; the default one until the settings arrive.
  const character = useAvatarSettings().data?.builtin_character ?? AVATAR_SETTINGS_DEFAULTS.builtin_character;
  return <VoiceSettingsScreen renderSpeaker={(speaking) => <WidgetAvatar character={character} emotion={speaking ? 'joy' : 'neutral'} speaking={speaking} size={96} />} />;
}
