import { type BulkImportResult, entryNoteSchema, type ImportRow } from 'shared-contracts';
import type { AuthenticatedOwner } from '../../auth/authenticated-owner';
import type { ForbiddenListsRepository, ForbiddenEntryValues } from './forbidden-lists-repository';
import type { ForbiddenList } from './forbidden-list';

/**
 * Checks every row on its own with the contract's schemas, skips duplicates (of stored entries and
 * of earlier rows, judged by the comparison form), and adds the rest in one transaction.
 */
export async function importRows(
  repository: ForbiddenListsRepository,
  owner: AuthenticatedOwner,
  list: ForbiddenList,
  rows: readonly ImportRow[],
): Promise<BulkImportResult> {
  const errors: BulkImportResult['errors'] = [];
  const candidates: ForbiddenEntryValues[] = [];
  for (const row of rows) {
    const value = list.valueSchema.safeParse(row.value);
    const note = entryNoteSchema.safeParse(row.note ?? '');
    if (!value.success || !note.success) {
      const issue = (value.success ? undefined : value.error.issues[0]) ?? (note.success ? undefined : note.error.issues[0]);
      errors.push({ line: row.line, message: issue?.message ?? '' });
      continue;
    }
    candidates.push({ value: value.data, note: note.data, matchKey: list.matchKey(value.data) });
  }

  const stored = await repository.existingMatchKeys(owner.agentId, list.kind, [...new Set(candidates.map((c) => c.matchKey))]);
  const seen = new Set(stored);
  const fresh = candidates.filter((candidate) => {
    if (seen.has(candidate.matchKey)) return false;
    seen.add(candidate.matchKey);
    return true;
  });
  const added = await repository.insertMany(owner, list.kind, fresh);
  return { added, skipped_duplicates: candidates.length - added, errors };
}
