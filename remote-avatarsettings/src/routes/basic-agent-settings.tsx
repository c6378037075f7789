import { AVATAR_SETTINGS_DEFAULTS } from 'shared-contracts';
import { BuiltinAvatar } from '../features/avatar-preview/components/BuiltinAvatar';
import { useAvatarSettings } from '../features/avatar-settings/api/get-avatar-settings';
import { BasicAgentSettingsScreen } from '../features/basic-agent-settings/components/BasicAgentSettingsScreen';

export function BasicAgentSettingsRoute() {
  const character = useAvatarSettings().data?.builtin_character ?? AVATAR_SETTINGS_DEFAULTS.builtin_character;
  return <BasicAgentSettingsScreen avatar={<BuiltinAvatar character={character} expression="joy" mouthOpen size={96} />} />;
}
