/** Every cached request of the knowledge data store starts with the root, so one invalidation refreshes lists and items. */
export const knowledgeKeys = {
  root: ['knowledge'] as const,
  lists: ['knowledge', 'list'] as const,
  list: (query: object) => ['knowledge', 'list', query] as const,
  item: (id: string) => ['knowledge', 'item', id] as const,
};

/** While indexing runs the status changes on its own; asking every 2 s shows it without a reload. */
export const PROCESSING_REFETCH_MS = 2000;
