import {
  archivedFormName,
  FORM_ANSWER_EXPORT_ALL_FORMS_COLUMNS,
  FORM_ANSWER_EXPORT_LEADING_COLUMNS,
  FORM_ANSWER_EXPORT_TRAILING_COLUMNS,
  type FormAnswerColumn,
  formAnswerCellText,
  formAnswerContentLine,
  type FormField,
  loginTypeColumnLabel,
  visitorLabel,
} from 'shared-contracts';
import { formatDateTimeIn } from '#src/lib/time-zone/zoned-time';
import type { FormAnswerHistoryRow } from '../form-answer-history-repository';

export type ExportColumn = Pick<FormAnswerColumn, 'key' | 'label' | 'type'>;

/**
 * The columns of an export and one answer's cells in them. `label` wraps what the product writes
 * itself (dates, login types, names of forms), which the CSV writes as a label and not as the
 * visitor's words.
 */
export interface FormAnswerExportLayout {
  header: readonly string[];
  cellsOf<T>(row: FormAnswerHistoryRow, timeZone: string, label: (text: string) => T): (string | number | T)[];
}

/**
 * One answer's value in one column, as the version it was given against defined it: a number of a
 * number field as a number, anything else as formAnswerCellText's text ('' when left empty or when
 * that version had no such field).
 */
function valueOf(row: FormAnswerHistoryRow, fieldsByKey: ReadonlyMap<string, FormField>, column: ExportColumn): string | number {
  const value = row.values[column.key];
  const field = fieldsByKey.get(column.key);
  if (!field) return '';
  if (field.type === 'number' && typeof value === 'number') return value;
  return formAnswerCellText(field.type, value);
}

/** One form's answers: the answer's own columns, a column per field of the form, the conversation. */
export function oneFormLayout(columns: readonly ExportColumn[]): FormAnswerExportLayout {
  return {
    header: [...FORM_ANSWER_EXPORT_LEADING_COLUMNS, ...columns.map((column) => column.label), ...FORM_ANSWER_EXPORT_TRAILING_COLUMNS],
    cellsOf(row, timeZone, label) {
      const fieldsByKey = new Map(row.fields.map((field) => [field.key, field]));
      return [
        row.id,
        label(formatDateTimeIn(row.createdAt, timeZone)),
        // The account's name and mail are the visitor's words, escaped like the answers; labels are ours.
        visitorLabel({ name: row.accountName, email: row.accountEmail }),
        label(loginTypeColumnLabel(row.loginType)),
        row.version,
        ...columns.map((column) => valueOf(row, fieldsByKey, column)),
        row.conversationId ?? '',
      ];
    },
  };
}

/** 回答内容: each answered field of the answer's own version, 「ラベル: 値」, one a line, in that version's order. */
function contentOf(row: FormAnswerHistoryRow): string {
  return row.fields
    .map((field) => ({ field, text: formAnswerCellText(field.type, row.values[field.key]) }))
    .filter(({ text }) => text.trim() !== '')
    .map(({ field, text }) => formAnswerContentLine(field.label, text))
    .join('\n');
}

/**
 * Every form's answers in one file: forms have fields of their own, so the fields are text in one
 * 回答内容 column, headed by the form each answer was sent to.
 */
export const allFormsLayout: FormAnswerExportLayout = {
  header: FORM_ANSWER_EXPORT_ALL_FORMS_COLUMNS,
  cellsOf(row, timeZone, label) {
    return [
      row.id,
      label(formatDateTimeIn(row.createdAt, timeZone)),
      // The form's name is the owner's words, escaped like the answers.
      row.formArchived ? archivedFormName(row.formName) : row.formName,
      visitorLabel({ name: row.accountName, email: row.accountEmail }),
      label(loginTypeColumnLabel(row.loginType)),
      row.version,
      contentOf(row),
      row.conversationId ?? '',
    ];
  },
};
