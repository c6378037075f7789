/** Every cached request of the library starts with its root, so one invalidation refreshes them all. */
export const mediaLibraryKeys = {
  root: ['media-library'] as const,
  page: (query: object) => ['media-library', 'page', query] as const,
  tags: ['media-library', 'tags'] as const,
  item: (id: string) => ['media-library', 'item', id] as const,
};
