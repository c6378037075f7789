import { z } from 'zod';
import { extensibleEnum } from '../common/extensible-enum';
import { idSchema, timestampSchema } from '../common/entity';
import { listQuerySchema } from '../common/list-query';
import { FORM_FIELD_TYPES } from '../forms/form-field-type';
import { conversationKeywordSchema } from './keyword';
import { CONVERSATION_ACCOUNT_FILTERS, conversationVisitorSchema } from './visitor';
import { periodQueryFields, refinePeriod } from './period';
import { queryFlag } from './query-flag';

/**
 * フォーム回答履歴 (docs/architecture.md §9): every answer visitors gave to the owner's forms, each read as the
 * version it was given against defined it. GET /api/v1/form-answers takes SPEC §3's list query and
 * the filters below, which live in the console's URL under the same names.
 */

/** '' is すべてのフォーム. */
export const formAnswerFormFilterSchema = z
  .union([z.literal(''), idSchema], { error: 'フォームの指定が正しくありません' })
  .default('');

/** '' is every version; a version only means something with one form chosen. */
export const formAnswerVersionFilterSchema = z
  .preprocess(
    (v) => (v === undefined || v === '' ? '' : typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v),
    z.union(
      [z.literal(''), z.number().int({ error: 'バージョンの指定が正しくありません' }).min(1, { error: 'バージョンの指定が正しくありません' })],
      { error: 'バージョンの指定が正しくありません' },
    ),
  )
  .default('');

export const formAnswerFilterFields = {
  ...periodQueryFields,
  form_id: formAnswerFormFilterSchema,
  account: z.enum(CONVERSATION_ACCOUNT_FILTERS, { error: 'アカウントの絞り込みが正しくありません' }).default(''),
  version: formAnswerVersionFilterSchema,
  /** Found inside any answer value (normalised like 会話履歴's keyword: NFKC, case, katakana as hiragana). */
  q: conversationKeywordSchema,
  /** Answers sent from the owner's own test chats of /chatui are hidden unless asked for. */
  include_preview: queryFlag('テスト会話の回答を含める'),
};

/** The period's rules, and a version only with a form. */
export function refineFormAnswerFilters(
  value: { period: z.infer<typeof periodQueryFields.period>; from: string; to: string; form_id: string; version: number | '' },
  ctx: z.RefinementCtx,
): void {
  refinePeriod(value, ctx);
  if (value.version !== '' && value.form_id === '')
    ctx.addIssue({ code: 'custom', path: ['version'], message: 'バージョンはフォームを選んでから指定してください' });
}

export const formAnswerFiltersSchema = z.object(formAnswerFilterFields).superRefine(refineFormAnswerFilters);
export type FormAnswerFilters = z.infer<typeof formAnswerFiltersSchema>;

export const formAnswerListQuerySchema = z
  .object({ ...listQuerySchema.shape, ...formAnswerFilterFields })
  .superRefine(refineFormAnswerFilters);
export type FormAnswerListQuery = z.infer<typeof formAnswerListQuerySchema>;

/** The form an answer belongs to; an archived (deleted) form's answers stay readable. */
export const formAnswerFormRefSchema = z.object({
  id: idSchema,
  name: z.string(),
  archived: z.boolean(),
});
export type FormAnswerFormRef = z.infer<typeof formAnswerFormRefSchema>;

/** Who answered: the account they were signed in with, if any (visitor_id is absent: answers keep accounts, not browsers). */
export const formAnswerVisitorSchema = conversationVisitorSchema.omit({ visitor_id: true });
export type FormAnswerVisitor = z.infer<typeof formAnswerVisitorSchema>;

/** One row of the list. `cells` holds each answered field as text (formAnswerCellText), by field key. */
export const formAnswerSummarySchema = z.object({
  id: idSchema,
  form: formAnswerFormRefSchema,
  /** The form version the answer was given against. */
  version: z.number().int().min(1),
  /** 回答日時. Answers are never edited: updated_at is created_at (the list query of SPEC §3 sorts by either). */
  created_at: timestampSchema,
  updated_at: timestampSchema,
  visitor: formAnswerVisitorSchema,
  /** The conversation the form was answered in (会話履歴's transcript), when known. */
  conversation_id: idSchema.nullable(),
  /** Sent from an owner test chat of /chatui. */
  preview: z.boolean(),
  /** Sent in the demo owner's sample history (サンプル; removed in one click). An older API sends none. */
  sample: z.boolean().default(false),
  cells: z.record(z.string(), z.string()),
});
export type FormAnswerSummary = z.infer<typeof formAnswerSummarySchema>;

/** Totals are exact up to this many; past it the list says 「10,000件以上」 (the same cap as 会話履歴). */
export const FORM_ANSWER_COUNT_CAP = 10_000;

export const formAnswerListResponseSchema = z.object({
  data: z.array(formAnswerSummarySchema),
  total_records: z.number().int().min(0),
  total_is_lower_bound: z.boolean(),
  page: z.number().int().min(1),
  limit: z.number().int(),
});
export type FormAnswerListResponse = z.infer<typeof formAnswerListResponseSchema>;

/** GET form-answers/forms: the picker. Forms in use, and deleted forms while they still have answers. */
export const formAnswerFormSchema = formAnswerFormRefSchema.extend({
  /** The current version. */
  version: z.number().int().min(1),
  answer_count: z.number().int().min(0),
  /** true when answer_count is FORM_ANSWER_COUNT_CAP and there are more. */
  answer_count_is_lower_bound: z.boolean(),
});
export type FormAnswerForm = z.infer<typeof formAnswerFormSchema>;
export const formAnswerFormListResponseSchema = z.object({ data: z.array(formAnswerFormSchema) });
export type FormAnswerFormListResponse = z.infer<typeof formAnswerFormListResponseSchema>;

/**
 * One column of a form's answer table: a field, with the label of the newest version that has it.
 * The latest version's fields come first in its order; fields only older versions had follow
 * (`dropped`), newest first, so their answers stay visible.
 */
export const formAnswerColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: extensibleEnum(FORM_FIELD_TYPES),
  dropped: z.boolean(),
});
export type FormAnswerColumn = z.infer<typeof formAnswerColumnSchema>;

/** GET form-answers/forms/:id: what the table of one form needs before any row. */
export const formAnswerColumnsResponseSchema = z.object({
  form: formAnswerFormRefSchema.extend({ version: z.number().int().min(1) }),
  columns: z.array(formAnswerColumnSchema),
  versions: z.array(z.object({ version: z.number().int().min(1), created_at: timestampSchema })),
});
export type FormAnswerColumnsResponse = z.infer<typeof formAnswerColumnsResponseSchema>;

/** GET form-answers/forms/:id/stats?period&from&to&include_preview: 送信率 in that period. */
export const formAnswerStatsQuerySchema = z
  .object({ ...periodQueryFields, include_preview: formAnswerFilterFields.include_preview })
  .superRefine(refinePeriod);
export type FormAnswerStatsQuery = z.infer<typeof formAnswerStatsQuerySchema>;
export const formAnswerStatsSchema = z.object({
  /** Agent messages that offered the form in chat. */
  offered: z.number().int().min(0),
  /** Answers stored. */
  answered: z.number().int().min(0),
  /** The share of the offers answered in their conversation (each once); null when it was never offered. */
  rate: z.number().min(0).max(1).nullable(),
});
export type FormAnswerStats = z.infer<typeof formAnswerStatsSchema>;

/** GET form-answers/:id: one answer with every field of its version, labelled as the visitor saw them. */
export const formAnswerDetailSchema = formAnswerSummarySchema.omit({ cells: true }).extend({
  fields: z.array(z.object({ key: z.string(), label: z.string(), type: extensibleEnum(FORM_FIELD_TYPES), value: z.string() })),
  /** The conversation is still there (retention or deletion may have removed it since). */
  conversation_exists: z.boolean(),
});
export type FormAnswerDetail = z.infer<typeof formAnswerDetailSchema>;

/** GET form-answers/count?<filters>: the exact count the bulk deletion confirms. */
export const formAnswerCountResponseSchema = z.object({ count: z.number().int().min(0) });

/**
 * DELETE form-answers?<filters>&confirm_count=N: every answer of the filtered set. The count the
 * owner confirmed must still be the count, else 409 and nothing is deleted.
 */
export const formAnswerBulkDeleteQuerySchema = z
  .object({
    ...formAnswerFilterFields,
    confirm_count: z.coerce
      .number({ error: '削除する件数を確認してください' })
      .int({ error: '削除する件数を確認してください' })
      .min(1, { error: '削除する件数を確認してください' }),
  })
  .superRefine(refineFormAnswerFilters);
export type FormAnswerBulkDeleteQuery = z.infer<typeof formAnswerBulkDeleteQuerySchema>;
export const formAnswerBulkDeleteResponseSchema = z.object({ deleted: z.number().int().min(0) });
export type FormAnswerBulkDeleteResponse = z.infer<typeof formAnswerBulkDeleteResponseSchema>;
