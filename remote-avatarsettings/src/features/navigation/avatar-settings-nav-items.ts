import { labels } from '../../labels';
import { paths } from '../../paths';

// SectionNav marks the item with the longest matching prefix, so アバター is active only on
// /avatarsettings itself.
export const avatarSettingsNavItems = [
  { label: labels.avatarNavItem, path: paths.avatarSettings },
  { label: labels.voiceSettings, path: paths.voiceSettings },
  { label: labels.emotionStates, path: paths.emotionStates },
  { label: labels.basicAgentSettingsNavItem, path: paths.basicAgentSettings },
];
