export const chatTestKeys = {
  widgetScript: ['chat-test', 'widget-script'] as const,
  emotionLabels: ['chat-test', 'emotion-labels'] as const,
  trace: (messageId: string) => ['chat-test', 'trace', messageId] as const,
};
