export const conversationKeys = {
  root: ['conversations'] as const,
  lists: ['conversations', 'list'] as const,
  list: (query: object) => ['conversations', 'list', query] as const,
  detail: (id: string) => ['conversations', 'detail', id] as const,
  allNeighbours: ['conversations', 'neighbours'] as const,
  neighbours: (id: string, query: object) => ['conversations', 'neighbours', id, query] as const,
  settings: ['history-settings'] as const,
  emotionLabels: ['emotion-labels'] as const,
  phrasingProposals: (conversationId: string) => ['phrasing-proposals', conversationId] as const,
};
