import { z } from 'zod';
import { listQuerySchema } from '../common/list-query';
import { exportEncodingSchema } from './conversation-export';
import { formAnswerFilterFields, refineFormAnswerFilters } from './form-answer-list';

/**
 * GET /api/v1/form-answers/export?form_id=…&<the list's filters>&format=csv|xlsx: the filtered
 * answers, one row per answer, streamed from the database in the list's order. With a form chosen,
 * one column per field (formAnswerColumnsResponse's columns, headed by their labels); with every
 * form (form_id empty or absent, as すべてのフォーム lists them), the form's name and 回答内容: each
 * answered field as 「ラベル: 値」, one a line, as the answer's own version labelled it.
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
    // form_id among them: '' (or absent) is every form's answers, their fields in one 回答内容 column.
    ...formAnswerFilterFields,
    sort_by: listQuerySchema.shape.sort_by,
    sort_order: listQuerySchema.shape.sort_order,
    format: z.enum(FORM_ANSWER_EXPORT_FORMATS, { error: '形式が正しくありません' }).default('csv'),
    /** CSV only; XLSX is always Unicode. */
    encoding: exportEncodingSchema,
  })
  .superRefine(refineFormAnswerFilters);
export type FormAnswerExportQuery = z.infer<typeof formAnswerExportQuerySchema>;

/** The columns before the form's fields, and the one after them. */
export const FORM_ANSWER_EXPORT_LEADING_COLUMNS = ['回答ID', '回答日時', '訪問者', 'ログイン種別', 'バージョン'] as const;
export const FORM_ANSWER_EXPORT_TRAILING_COLUMNS = ['会話ID'] as const;
/** Every form's answers: the form, and the fields as text in one column. */
export const FORM_ANSWER_EXPORT_ALL_FORMS_COLUMNS = ['回答ID', '回答日時', 'フォーム', '訪問者', 'ログイン種別', 'バージョン', '回答内容', '会話ID'] as const;
/** A deleted form's name in the export, as the list shows it. */
export const archivedFormName = (name: string): string => `${name}（削除済み）`;
/** 回答内容 of every form's export: 「ラベル: 値」, one field a line. */
export const formAnswerContentLine = (label: string, value: string): string => `${label}: ${value}`;

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
