import { z } from 'zod';
import { idSchema } from '../common/entity';
import { requiredText } from '../common/text-field';
import { KNOWLEDGE_ITEM_TYPES } from './knowledge-item';

/** POST knowledge-items/search-test: which passages would answer a question, best first. */

export const SEARCH_TEST_QUESTION_MAX = 500;
export const SEARCH_TEST_TOP_K_MAX = 10;
export const SEARCH_TEST_TOP_K_DEFAULT = 5;

export const searchTestRequestSchema = z.object({
  question: requiredText('質問', SEARCH_TEST_QUESTION_MAX),
  top_k: z
    .number({ error: `表示件数は1〜${SEARCH_TEST_TOP_K_MAX}の整数で指定してください` })
    .int({ error: `表示件数は1〜${SEARCH_TEST_TOP_K_MAX}の整数で指定してください` })
    .min(1, { error: `表示件数は1〜${SEARCH_TEST_TOP_K_MAX}の整数で指定してください` })
    .max(SEARCH_TEST_TOP_K_MAX, { error: `表示件数は1〜${SEARCH_TEST_TOP_K_MAX}の整数で指定してください` })
    .default(SEARCH_TEST_TOP_K_DEFAULT),
});
export type SearchTestRequest = z.input<typeof searchTestRequestSchema>;

export const searchTestResultSchema = z.object({
  passage_id: z.string(),
  item_id: idSchema,
  item_title: z.string(),
  item_type: z.enum(KNOWLEDGE_ITEM_TYPES),
  /** The headings above the passage (「料金 › 年間プラン」); a Q&A's question; '' for none. */
  heading: z.string(),
  text: z.string(),
  /** BM25 relevance: larger is closer; comparable within one answer only (0: found by meaning only). */
  score: z.number(),
  /**
   * Where retrieval by meaning ran: the cosine similarity of the question to the passage (0–1 in
   * practice; null where the meaning ranking did not hold it). Absent where it did not run.
   */
  similarity: z.number().nullable().optional(),
});
export type SearchTestResult = z.infer<typeof searchTestResultSchema>;

/** Empty when nothing matches. */
export const searchTestResponseSchema = z.object({ results: z.array(searchTestResultSchema) });
export type SearchTestResponse = z.infer<typeof searchTestResponseSchema>;
