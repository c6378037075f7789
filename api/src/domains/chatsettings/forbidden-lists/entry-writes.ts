import type { AuthenticatedOwner } from '../../auth/authenticated-owner';
import type { ForbiddenEntryRow } from '#src/db/schema/index';
import { ApiError } from '#src/errors/api-error';
import type { ForbiddenListsRepository } from './forbidden-lists-repository';
import type { ForbiddenList } from './forbidden-list';

/** 409 with the message under the value's field, so the form shows it where the owner typed. */
function duplicate(list: ForbiddenList, field: string): ApiError {
  return new ApiError(409, 'duplicate', list.duplicate, {}, { [field]: list.duplicate });
}

export async function createEntry(
  repository: ForbiddenListsRepository,
  owner: AuthenticatedOwner,
  list: ForbiddenList,
  entry: { value: string; note: string; field: string },
): Promise<ForbiddenEntryRow> {
  const row = await repository.create(owner, list.kind, { value: entry.value, note: entry.note, matchKey: list.matchKey(entry.value) });
  if (row === 'duplicate') throw duplicate(list, entry.field);
  return row;
}

export async function updateEntry(
  repository: ForbiddenListsRepository,
  owner: AuthenticatedOwner,
  list: ForbiddenList,
  id: string,
  entry: { value: string; note: string; field: string },
): Promise<ForbiddenEntryRow> {
  const row = await repository.update(owner.agentId, list.kind, id, {
    value: entry.value,
    note: entry.note,
    matchKey: list.matchKey(entry.value),
  });
  if (row === 'duplicate') throw duplicate(list, entry.field);
  if (!row) throw new ApiError(404, 'not_found', list.notFound);
  return row;
}

export async function findEntry(repository: ForbiddenListsRepository, owner: AuthenticatedOwner, list: ForbiddenList, id: string): Promise<ForbiddenEntryRow> {
  const row = await repository.find(owner.agentId, list.kind, id);
  if (!row) throw new ApiError(404, 'not_found', list.notFound);
  return row;
}

export async function removeEntry(repository: ForbiddenListsRepository, owner: AuthenticatedOwner, list: ForbiddenList, id: string): Promise<void> {
  if (!(await repository.remove(owner.agentId, list.kind, id))) throw new ApiError(404, 'not_found', list.notFound);
}
