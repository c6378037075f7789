// The field types on their own: the form-answer list names a column's type without building every
// field's schema (form-field.ts), which a module does when it loads (issue #42).

export const FORM_FIELD_TYPES = [
  'short_text',
  'long_text',
  'email',
  'phone',
  'number',
  'date',
  'single_choice',
  'multiple_choice',
  'dropdown',
  'consent',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** The builder's palette, in this order. */
export const FORM_FIELD_TYPE_LABELS: Record<FormFieldType, string> = {
  short_text: '短文テキスト',
  long_text: '長文テキスト',
  email: 'メールアドレス',
  phone: '電話番号',
  number: '数値',
  date: '日付',
  single_choice: '単一選択',
  multiple_choice: '複数選択',
  dropdown: 'プルダウン',
  consent: '同意チェックボックス',
};
