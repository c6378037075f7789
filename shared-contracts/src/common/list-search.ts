import { z } from 'zod';

export const LIST_SEARCH_MAX = 100;
/** A list's `q`: matched against the entry and its note (forbidden lists), or the fields each list names. */
export const listSearchSchema = z
  .string()
  .trim()
  .max(LIST_SEARCH_MAX, { error: `検索語は${LIST_SEARCH_MAX}文字以内で入力してください` })
  .default('');
