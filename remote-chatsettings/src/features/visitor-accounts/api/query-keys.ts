export const visitorAccountKeys = {
  root: ['visitor-accounts'] as const,
  page: (query: object) => ['visitor-accounts', 'page', query] as const,
  detail: (id: string) => ['visitor-accounts', 'detail', id] as const,
};
