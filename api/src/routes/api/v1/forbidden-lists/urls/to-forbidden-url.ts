import type { ForbiddenUrl } from 'shared-contracts';
import type { ForbiddenEntryRow } from '#src/db/schema/index';

export function toForbiddenUrl(row: ForbiddenEntryRow): ForbiddenUrl {
  return { id: row.id, pattern: row.value, note: row.note, created_at: row.createdAt.toISOString(), updated_at: row.updatedAt.toISOString() };
}
