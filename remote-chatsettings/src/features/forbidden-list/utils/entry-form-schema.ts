import { z } from 'zod';
import { entryNoteSchema } from 'shared-contracts';
import type { ForbiddenListDefinition } from '../forbidden-list-kinds';

/**
 * One entry as the add and edit forms hold it: the contract's own rules, under one field name for
 * both lists, so a word and a URL pattern are refused with the API's words.
 */
export function entryFormSchema(list: ForbiddenListDefinition) {
  return z.object({ value: list.valueSchema, note: entryNoteSchema });
}

export type EntryFormValues = { value: string; note: string };

/** The API names the value `word` or `pattern`; the forms call it `value`. */
export function entryFieldErrors(list: ForbiddenListDefinition, fields: Readonly<Record<string, string>>) {
  return {
    fields: Object.fromEntries(Object.entries(fields).map(([path, message]) => [path === list.valueField ? 'value' : path, message])),
  };
}
