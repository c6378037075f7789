import { z } from 'zod';
import { optionalLine } from './fields/text-field';

/** Pieces every owner-kept list (forbidden words, forbidden URLs) shares. */

export const ENTRY_NOTE_MAX = 200;
/** Why the owner added an entry; never shown to visitors. */
export const entryNoteSchema = optionalLine('メモ', ENTRY_NOTE_MAX);

export const LIST_SEARCH_MAX = 100;
/** The list's `q`: matched against the entry and its note. */
export const listSearchSchema = z
  .string()
  .trim()
  .max(LIST_SEARCH_MAX, { error: `検索語は${LIST_SEARCH_MAX}文字以内で入力してください` })
  .default('');
