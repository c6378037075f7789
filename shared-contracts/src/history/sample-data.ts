import { z } from 'zod';

/**
 * GET / DELETE /api/v1/sample-data: the demo owner's sample history (a few weeks of conversations
 * made by the runtime on a fresh start, with their visitors, accounts and form answers), marked as
 * sample and removed in one click. The owner's own data is never touched.
 */
export const sampleDataStatusSchema = z.object({
  /** Sample conversations still there (0 once removed, or for an owner who never had any). */
  sample_conversations: z.number().int().min(0),
  /** Sample form answers still there (フォーム回答履歴's notice). An older API sends none. */
  sample_form_answers: z.number().int().min(0).default(0),
});
export type SampleDataStatus = z.infer<typeof sampleDataStatusSchema>;

export const sampleDataRemovalSchema = z.object({
  deleted_conversations: z.number().int().min(0),
  deleted_form_answers: z.number().int().min(0),
  deleted_visitor_accounts: z.number().int().min(0),
});
export type SampleDataRemoval = z.infer<typeof sampleDataRemovalSchema>;

export const SAMPLE_DATA_LABELS = {
  badge: 'サンプル',
  remove: 'サンプルデータを削除',
  confirm: 'サンプルの会話履歴（会話・訪問者アカウント・フォーム回答）をすべて削除します。ご自身のデータは削除されません。',
} as const;
