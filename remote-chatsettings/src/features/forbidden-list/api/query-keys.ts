import type { ForbiddenListKind } from '../forbidden-list-kinds';

/** Every cached request of one list starts with its root, so one invalidation refreshes them all. */
export const forbiddenListKeys = {
  root: (kind: ForbiddenListKind) => ['forbidden-list', kind] as const,
  page: (kind: ForbiddenListKind, query: object) => ['forbidden-list', kind, 'page', query] as const,
};
