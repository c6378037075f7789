import { z } from 'zod';

/**
 * GET knowledge-items/vector-status: how far the agent's knowledge is embedded for retrieval by
 * meaning (意味検索), for the knowledge screen. `state`:
 * - off: no model (the API has none and no provider is set, or the database has no pgvector);
 * - loading: the built-in model is being loaded (a few seconds after the API starts);
 * - building: the model's vectors are being written; until they cover every passage, the last
 *   complete set (another model's) and the words answer;
 * - ready: every passage answers by its meaning too;
 * - error: the provider failed; it is tried again, and the words (and any complete set) answer.
 */
export const VECTOR_STATES = ['off', 'loading', 'building', 'ready', 'error'] as const;
export type VectorState = (typeof VECTOR_STATES)[number];

export const vectorStatusSchema = z.object({
  state: z.enum(VECTOR_STATES),
  /** The model the settings name: `組み込みモデル（multilingual-e5-small）` or the provider's model name; null when off. */
  model: z.string().nullable(),
  /** The model retrieval answers with now (another while the configured one is being written); null: words only. */
  answering_model: z.string().nullable(),
  /** Published passages with a vector of the configured model, of all published passages. */
  embedded: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** The provider's last failure, in Japanese, while state is error. */
  error: z.string().nullable(),
});
export type VectorStatus = z.infer<typeof vectorStatusSchema>;
