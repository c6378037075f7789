export const voiceSettingsKeys = {
  settings: ['voice-settings'] as const,
};
