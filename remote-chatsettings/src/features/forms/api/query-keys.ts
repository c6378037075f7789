/** Every cached request of forms starts with the root, so one invalidation refreshes the lists and the forms. */
export const formKeys = {
  root: ['forms'] as const,
  lists: ['forms', 'list'] as const,
  list: (query: object) => ['forms', 'list', query] as const,
  form: (id: string) => ['forms', 'form', id] as const,
};
