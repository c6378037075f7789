export const formAnswerKeys = {
  root: ['form-answers'] as const,
  lists: ['form-answers', 'list'] as const,
  list: (query: object) => ['form-answers', 'list', query] as const,
  forms: ['form-answers', 'forms'] as const,
  columns: (formId: string) => ['form-answers', 'columns', formId] as const,
  allStats: ['form-answers', 'stats'] as const,
  stats: (formId: string, query: object) => ['form-answers', 'stats', formId, query] as const,
  count: (filters: object) => ['form-answers', 'count', filters] as const,
  details: ['form-answers', 'detail'] as const,
  detail: (id: string) => ['form-answers', 'detail', id] as const,
};
