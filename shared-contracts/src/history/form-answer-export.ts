import { z } from 'zod';
import { listQuerySchema } from '../common/list-query';
import { exportEncodingSchema } from './conversation-export';
import { formAnswerFilterFields } from './form-answer-list';
import { refinePeriod } from './period';

/**
 * GET /api/v1/form-answers/export?form_id=…&<the list's filters>&format=csv|xlsx: the chosen form's
 * filtered answers, one row per answer, one column per field (formAnswerColumnsResponse's columns,
 * headed by their labels), streamed from the database in the list's order.
 * CSV follows 会話履歴's conventions (conversation-export.ts): UTF-8 with BOM and CRLF by default,
 * Shift_JIS on request, formula-escaped cells, times in the owner's time zone. XLSX writes every
 * answer value as a text cell (IDs and phone numbers keep their leading zeros; nothing is a formula),
 * numbers of number fields as numbers. `X-Export-Rows` says how many rows will come.
 */
export const FORM_ANSWER_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type FormAnswerExportFormat = (typeof FORM_ANSWER_EXPORT_FORMATS)[number];
export const FORM_ANSWER_EXPORT_FORMAT_LABELS: Record<FormAnswerExportFormat, string> = {
  csv: 'CSV',
  xlsx: 'Excel（XLSX）',
};

export const formAnswerExportQuerySchema = z
  .object({
    ...formAnswerFilterFields,
    /** Required: the columns are one form's fields. */
    form_id: z.uuid({ error: 'エクスポートするフォームを選んでください' }),
    sort_by: listQuerySchema.shape.sort_by,
    sort_order: listQuerySchema.shape.sort_order,
    format: z.enum(FORM_ANSWER_EXPORT_FORMATS, { error: '形式が正しくありません' }).default('csv'),
    /** CSV only; XLSX is always Unicode. */
    encoding: exportEncodingSchema,
  })
  .superRefine(refinePeriod);
export type FormAnswerExportQuery = z.infer<typeof formAnswerExportQuerySchema>;

/** The columns before the form's fields, and the one after them. */
export const FORM_ANSWER_EXPORT_LEADING_COLUMNS = ['回答ID', '回答日時', '訪問者', 'ログイン種別', 'バージョン'] as const;
export const FORM_ANSWER_EXPORT_TRAILING_COLUMNS = ['会話ID'] as const;

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
