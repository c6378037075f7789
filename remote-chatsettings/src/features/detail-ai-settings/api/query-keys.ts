export const detailAiSettingsKeys = {
  settings: ['detail-ai-settings'] as const,
};
