import type { DeepPartial } from 'react-hook-form';
import { CHAT_UI_SETTINGS_DEFAULTS, LAUNCHER_OFFSET_MAX, type ChatUiSettingsRequest, type LauncherSide } from 'shared-contracts';

/** What the preview draws: the form's values while they are being typed, made safe to draw. */
export interface PreviewValues {
  title: string;
  welcomeMessage: string;
  inputPlaceholder: string;
  themeColor: string;
  side: LauncherSide;
  offsetX: number;
  offsetY: number;
  openOnLoad: boolean;
  showQuickReplies: boolean;
  showAvatar: boolean;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

function offset(value: unknown, fallback: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.min(LAUNCHER_OFFSET_MAX, Math.max(0, Math.round(value)));
}

/**
 * A half-typed colour or an emptied offset must not blank the preview: each falls back to the
 * last value that makes sense (the defaults) until the field is valid again.
 */
export function previewValuesOf(values: DeepPartial<ChatUiSettingsRequest>): PreviewValues {
  const d = CHAT_UI_SETTINGS_DEFAULTS;
  return {
    title: values.title?.trim() || d.title,
    welcomeMessage: values.welcome_message?.trim() ?? '',
    inputPlaceholder: values.input_placeholder?.trim() ?? '',
    themeColor: values.theme_color && HEX.test(values.theme_color) ? values.theme_color : d.theme_color,
    side: values.launcher_side === 'left' ? 'left' : 'right',
    offsetX: offset(values.launcher_offset?.x, d.launcher_offset.x),
    offsetY: offset(values.launcher_offset?.y, d.launcher_offset.y),
    openOnLoad: values.open_on_load ?? d.open_on_load,
    showQuickReplies: values.show_quick_replies ?? d.show_quick_replies,
    showAvatar: values.show_avatar ?? d.show_avatar,
  };
}
