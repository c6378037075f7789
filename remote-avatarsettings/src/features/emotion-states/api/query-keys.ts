export const emotionStatesKeys = {
  list: ['emotion-states'] as const,
};
