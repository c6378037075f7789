export const quickReplyKeys = {
  list: ['quick-replies'] as const,
};
