export const urlSettingsKeys = {
  settings: ['url-settings'] as const,
  embedSnippet: ['embed-snippet'] as const,
  refusedOrigins: ['refused-origins'] as const,
};
