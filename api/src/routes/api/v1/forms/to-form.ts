import type { Form, FormSummary, FormVersion } from 'shared-contracts';
import type { FormVersionRow } from '#src/db/schema/index';
import type { FormListRow, FormView } from '#src/domains/forms/forms-repository';

export function toForm({ form, definition, answerCount, quickReplies }: FormView): Form {
  return {
    ...definition,
    id: form.id,
    triggers: { ...definition.triggers, quick_replies: quickReplies },
    version: form.version,
    answer_count: answerCount,
    created_at: form.createdAt.toISOString(),
    updated_at: form.updatedAt.toISOString(),
  };
}

export function toFormSummary({ form, fieldCount, answerCount }: FormListRow): FormSummary {
  return {
    id: form.id,
    name: form.name,
    description: form.description,
    field_count: fieldCount,
    answer_count: answerCount,
    enabled: form.enabled,
    version: form.version,
    created_at: form.createdAt.toISOString(),
    updated_at: form.updatedAt.toISOString(),
  };
}

export function toFormVersion(row: FormVersionRow): FormVersion {
  return { form_id: row.formId, version: row.version, definition: row.definition, created_at: row.createdAt.toISOString() };
}
