import type { FormAnswer } from 'shared-contracts';
import type { FormAnswerRow } from '../../db/schema';

export function toFormAnswer(row: FormAnswerRow, version: number): FormAnswer {
  return {
    id: row.id,
    form_id: row.formId,
    form_version: version,
    values: row.values,
    visitor: { account_id: row.visitorAccountId, conversation_id: row.conversationId },
    created_at: row.createdAt.toISOString(),
  };
}
