import type { ForbiddenWord } from 'shared-contracts';
import type { ForbiddenEntryRow } from '#src/db/schema/index';

export function toForbiddenWord(row: ForbiddenEntryRow): ForbiddenWord {
  return { id: row.id, word: row.value, note: row.note, created_at: row.createdAt.toISOString(), updated_at: row.updatedAt.toISOString() };
}
