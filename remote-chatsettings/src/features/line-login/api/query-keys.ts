export const lineLoginKeys = {
  settings: ['line-login-settings'] as const,
};
