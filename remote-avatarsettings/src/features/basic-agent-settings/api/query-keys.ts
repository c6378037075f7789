export const basicAgentSettingsKeys = {
  settings: ['basic-agent-settings'] as const,
};
