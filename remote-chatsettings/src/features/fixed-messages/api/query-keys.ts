export const fixedMessageKeys = {
  settings: ['fixed-messages'] as const,
};
