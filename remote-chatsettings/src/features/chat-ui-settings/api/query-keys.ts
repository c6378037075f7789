export const chatUiSettingsKeys = {
  settings: ['chat-ui-settings'] as const,
};
