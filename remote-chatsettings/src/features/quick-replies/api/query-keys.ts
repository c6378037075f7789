export const quickReplyKeys = {
  list: ['quick-replies'] as const,
  /** The forms a quick reply may open (the forms section owns them; this is only a picker's copy). */
  forms: ['quick-replies', 'form-choices'] as const,
};
