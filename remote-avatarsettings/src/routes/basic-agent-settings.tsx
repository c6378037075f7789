import { AVATAR_SETTINGS_DEFAULTS } from 'shared-contracts';
import { WidgetAvatar } from '../features/avatar-preview/components/WidgetAvatar';
import { useAvatarSettings } from '../features/avatar-settings/api/get-avatar-settings';
import { BasicAgentSettingsScreen } from '../features/basic-agent-settings/components/BasicAgentSettingsScreen';

export function BasicAgentSettingsRoute() {
  const character = useAvatarSettings().data?.builtin_character ?? AVATAR_SETTINGS_DEFAULTS.builtin_character;
  return <BasicAgentSettingsScreen avatar={<WidgetAvatar character={character} emotion="joy" size={96} />} />;
}
