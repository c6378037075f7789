import type { Form, FormRequest } from 'shared-contracts';

/** A contact form with one field of every kind the builder offers most. */
export const CONTACT_FORM: FormRequest = {
  name: 'お問い合わせ',
  description: '内容を確認のうえ、担当者よりご連絡します。',
  fields: [
    { key: 'name', label: 'お名前', type: 'short_text', required: true, max_length: 50, placeholder: '山田 太郎' },
    { key: 'mail', label: 'メールアドレス', type: 'email', required: true },
    { key: 'tel', label: '電話番号', type: 'phone' },
    { key: 'topic', label: 'ご用件', type: 'single_choice', required: true, options: ['料金', '導入', 'その他'] },
    { key: 'body', label: 'お問い合わせ内容', type: 'long_text', max_length: 2000 },
    { key: 'privacy', label: '個人情報の取り扱い', type: 'consent', required: true, text: '個人情報の取り扱いに同意します', link_url: 'https://example.com/privacy' },
  ],
  thank_you_message: 'お問い合わせありがとうございました。',
  submit_label: '送信する',
  triggers: { keywords: ['問い合わせ', '連絡'], by_agent: true },
};

export const VALID_ANSWER = {
  name: '山田 太郎',
  mail: 'taro@example.com',
  tel: '090-1234-5678',
  topic: '料金',
  body: '料金表を送ってください。',
  privacy: true,
};

export function formNamed(name: string): FormRequest {
  return { ...CONTACT_FORM, name };
}

/** The request that saves `form` as it is (the answer without what only the API sets). */
export function requestOf(form: Form): FormRequest {
  const { id: _id, version: _version, answer_count: _answers, created_at: _created, updated_at: _updated, triggers, ...rest } = form;
  return { ...rest, triggers: { keywords: triggers.keywords, by_agent: triggers.by_agent } };
}
