import { forbiddenUrlPatternSchema, forbiddenWordValueSchema } from 'shared-contracts';
import type { z } from 'zod';
import type { ForbiddenEntryKind } from '#src/db/schema/index';
import { messages } from '#src/errors/messages';
import { normaliseForMatch } from '../../agent/normalise';
import { compileUrlPattern } from 'shared-contracts/url-pattern';

/** What differs between the forbidden word list and the forbidden URL list; everything else is shared. */
export interface ForbiddenList {
  kind: ForbiddenEntryKind;
  /** The contract's schema of one value, which also judges each imported row. */
  valueSchema: z.ZodType<string, string>;
  /** The comparison form that makes two entries duplicates. */
  matchKey(value: string): string;
  /** The search text in comparison form, matched against the keys ('' when it has none). */
  searchKey(q: string): string;
  notFound: string;
  duplicate: string;
  /** The columns of an exported CSV (and of a CSV header row that import skips). */
  csvHeader: readonly [value: string, note: string];
  /** The exported file's name, without extension. */
  fileName: string;
}

export const FORBIDDEN_WORD_LIST: ForbiddenList = {
  kind: 'word',
  valueSchema: forbiddenWordValueSchema,
  matchKey: normaliseForMatch,
  searchKey: normaliseForMatch,
  notFound: messages.forbiddenWordNotFound,
  duplicate: messages.duplicateForbiddenWord,
  csvHeader: ['禁止ワード', 'メモ'],
  fileName: '禁止ワード',
};

export const FORBIDDEN_URL_LIST: ForbiddenList = {
  kind: 'url',
  valueSchema: forbiddenUrlPatternSchema,
  // Only called on values the schema accepted, which compile (a test holds the two together).
  matchKey: (pattern) => compileUrlPattern(pattern).canonical,
  searchKey: () => '',
  notFound: messages.forbiddenUrlNotFound,
  duplicate: messages.duplicateForbiddenUrl,
  csvHeader: ['禁止URL', 'メモ'],
  fileName: '禁止URL',
};
