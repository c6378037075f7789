export const avatarSettingsKeys = {
  settings: ['avatar-settings'] as const,
  /** The chat UI settings of the conversation settings, read for where the launcher sits. */
  launcher: ['chat-ui-settings'] as const,
};
