import type { z } from 'zod';
import {
  CHATSETTINGS_API_PATHS,
  forbiddenUrlListResponseSchema,
  forbiddenUrlPatternSchema,
  forbiddenUrlSchema,
  forbiddenUrlTryRequestSchema,
  forbiddenWordListResponseSchema,
  forbiddenWordSchema,
  forbiddenWordTryRequestSchema,
  forbiddenWordValueSchema,
  type ForbiddenUrl,
  type ForbiddenWord,
  type ListResponse,
} from 'shared-contracts';

export type ForbiddenListKind = 'word' | 'url';

/** One entry of either list, as the screens show it: the word or the URL pattern is `value`. */
export type ForbiddenEntry = {
  id: string;
  value: string;
  note: string;
  created_at: string;
  updated_at: string;
};

/** What the one forbidden-list screen needs to know to serve words or URL patterns. */
export interface ForbiddenListDefinition {
  kind: ForbiddenListKind;
  apiPath: string;
  /** The request and response field that holds the value (`word` or `pattern`). */
  valueField: 'word' | 'pattern';
  /** The contract's rule for one value, so the form refuses what the API refuses, in its words. */
  valueSchema: z.ZodType<string, string>;
  /** The "try it" request: the sample goes in this field, judged by this schema. */
  tryField: 'text' | 'url';
  trySchema: z.ZodType<string, string>;
  parseList(body: unknown): ListResponse<ForbiddenEntry>;
  parseEntry(body: unknown): ForbiddenEntry;
}

function fromWord(word: ForbiddenWord): ForbiddenEntry {
  return { id: word.id, value: word.word, note: word.note, created_at: word.created_at, updated_at: word.updated_at };
}

function fromUrl(url: ForbiddenUrl): ForbiddenEntry {
  return { id: url.id, value: url.pattern, note: url.note, created_at: url.created_at, updated_at: url.updated_at };
}

export const FORBIDDEN_LISTS: Record<ForbiddenListKind, ForbiddenListDefinition> = {
  word: {
    kind: 'word',
    apiPath: CHATSETTINGS_API_PATHS.forbiddenWords,
    valueField: 'word',
    valueSchema: forbiddenWordValueSchema,
    tryField: 'text',
    trySchema: forbiddenWordTryRequestSchema.shape.text,
    parseList: (body) => {
      const list = forbiddenWordListResponseSchema.parse(body);
      return { ...list, data: list.data.map(fromWord) };
    },
    parseEntry: (body) => fromWord(forbiddenWordSchema.parse(body)),
  },
  url: {
    kind: 'url',
    apiPath: CHATSETTINGS_API_PATHS.forbiddenUrls,
    valueField: 'pattern',
    valueSchema: forbiddenUrlPatternSchema,
    tryField: 'url',
    trySchema: forbiddenUrlTryRequestSchema.shape.url,
    parseList: (body) => {
      const list = forbiddenUrlListResponseSchema.parse(body);
      return { ...list, data: list.data.map(fromUrl) };
    },
    parseEntry: (body) => fromUrl(forbiddenUrlSchema.parse(body)),
  },
};
