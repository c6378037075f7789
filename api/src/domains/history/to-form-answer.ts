import { type FormAnswerDetail, type FormAnswerSummary, formAnswerCellText } from 'shared-contracts';
import type { FormAnswerHistoryRow } from './form-answer-history-repository';

function common(row: FormAnswerHistoryRow): Omit<FormAnswerSummary, 'cells'> {
  const at = row.createdAt.toISOString();
  return {
    id: row.id,
    form: { id: row.formId, name: row.formName, archived: row.formArchived },
    version: row.version,
    // Answers are never edited.
    created_at: at,
    updated_at: at,
    visitor: { account_id: row.visitorAccountId, name: row.accountName, email: row.accountEmail, login_type: row.loginType },
    conversation_id: row.conversationId,
    preview: row.preview,
    sample: row.sample,
  };
}

/** A list row: every field of the answer's own version as text, by key. */
export function toFormAnswerSummary(row: FormAnswerHistoryRow): FormAnswerSummary {
  return { ...common(row), cells: Object.fromEntries(row.fields.map((field) => [field.key, formAnswerCellText(field.type, row.values[field.key])])) };
}

/** The detail: every field of its version, labelled as the visitor saw it. */
export function toFormAnswerDetail(row: FormAnswerHistoryRow & { conversationExists: boolean }): FormAnswerDetail {
  return {
    ...common(row),
    fields: row.fields.map((field) => ({ key: field.key, label: field.label, type: field.type, value: formAnswerCellText(field.type, row.values[field.key]) })),
    conversation_exists: row.conversationExists,
  };
}
