import { formRequestSchema, type Form, type FormRequest, type FormSummary } from 'shared-contracts';

export const FORM_ID = '00000000-0000-4000-8000-0000000000f1';
const at = '2026-11-20T10:00:00.000Z';

/** A stored form as the API answers it, from a request. */
export function storedForm(request: FormRequest, extra: Partial<Form> = {}): Form {
  const definition = formRequestSchema.parse(request);
  return {
    ...definition,
    id: FORM_ID,
    triggers: { ...definition.triggers, quick_replies: [] },
    version: 1,
    answer_count: 0,
    created_at: at,
    updated_at: at,
    ...extra,
  };
}

export function summary(id: string, name: string, extra: Partial<FormSummary> = {}): FormSummary {
  return { id, name, description: '', field_count: 3, answer_count: 0, enabled: true, version: 1, created_at: at, updated_at: at, ...extra };
}

export const CONTACT: FormRequest = {
  name: 'お問い合わせ',
  description: '担当者よりご連絡します。',
  fields: [
    { key: 'name', label: 'お名前', type: 'short_text', required: true },
    { key: 'mail', label: 'メールアドレス', type: 'email', required: true },
    { key: 'topic', label: 'ご用件', type: 'single_choice', options: ['料金', '導入'] },
  ],
  thank_you_message: 'ありがとうございました。',
  submit_label: '送信する',
  triggers: { keywords: ['問い合わせ'], by_agent: true },
  enabled: true,
};
