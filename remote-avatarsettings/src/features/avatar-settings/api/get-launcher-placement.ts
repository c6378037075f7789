import { useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-auth';
import { CHAT_UI_SETTINGS_DEFAULTS, CHATSETTINGS_API_PATHS, chatUiSettingsResponseSchema } from 'shared-contracts';
import { avatarSettingsKeys } from './query-keys';

export interface LauncherLook {
  side: 'right' | 'left';
  offsetX: number;
  offsetY: number;
  color: string;
}

const DEFAULT_LOOK: LauncherLook = {
  side: CHAT_UI_SETTINGS_DEFAULTS.launcher_side,
  offsetX: CHAT_UI_SETTINGS_DEFAULTS.launcher_offset.x,
  offsetY: CHAT_UI_SETTINGS_DEFAULTS.launcher_offset.y,
  color: CHAT_UI_SETTINGS_DEFAULTS.theme_color,
};

/**
 * Where the owner's launcher sits and its colour (会話設定 › チャットUI), so the preview stands the
 * avatar where the widget will. The preview still works without it: it then uses the defaults.
 */
export async function getLauncherLook(): Promise<LauncherLook> {
  try {
    const settings = await apiGet(CHATSETTINGS_API_PATHS.chatUiSettings, chatUiSettingsResponseSchema);
    return {
      side: settings.launcher_side,
      offsetX: settings.launcher_offset.x,
      offsetY: settings.launcher_offset.y,
      color: settings.theme_color,
    };
  } catch {
    return DEFAULT_LOOK;
  }
}

export function useLauncherLook(): LauncherLook {
  const query = useQuery({ queryKey: avatarSettingsKeys.launcher, queryFn: getLauncherLook, retry: false });
  return query.data ?? DEFAULT_LOOK;
}
