import type {
  FormAnswerColumnsResponse,
  FormAnswerDetail,
  FormAnswerForm,
  FormAnswerListResponse,
  FormAnswerSummary,
} from 'shared-contracts';

/** A UUID that reads as its number in a failing test: id(7) is …000000000007. */
export function id(n: number, prefix = '0000'): string {
  return `00000000-${prefix}-4000-8000-${String(n).padStart(12, '0')}`;
}

export const CONTACT = id(1, 'f0f0');
export const OLD = id(2, 'f0f0');
export const BIG = id(3, 'f0f0');

export function form(n: number, overrides: Partial<FormAnswerForm> = {}): FormAnswerForm {
  return { id: id(n, 'f0f0'), name: `フォーム${n}`, archived: false, version: 1, answer_count: 0, answer_count_is_lower_bound: false, ...overrides };
}

/** The picker of most tests: お問い合わせ (12 answers), a deleted form, and one past the count cap. */
export const FORMS: FormAnswerForm[] = [
  form(1, { name: 'お問い合わせ', version: 3, answer_count: 12 }),
  form(2, { name: '旧アンケート', archived: true, answer_count: 3 }),
  form(3, { name: '資料請求', answer_count: 10_000, answer_count_is_lower_bound: true }),
];

/** お問い合わせ: version 3 has name, email, topic; `phone` was dropped after version 2. */
export const CONTACT_COLUMNS: FormAnswerColumnsResponse = {
  form: { id: CONTACT, name: 'お問い合わせ', archived: false, version: 3 },
  columns: [
    { key: 'name', label: 'お名前', type: 'short_text', dropped: false },
    { key: 'email', label: 'メールアドレス', type: 'email', dropped: false },
    { key: 'topic', label: 'ご用件', type: 'multiple_choice', dropped: false },
    { key: 'phone', label: '電話番号', type: 'phone', dropped: true },
  ],
  versions: [
    { version: 1, created_at: '2026-10-01T00:00:00.000Z' },
    { version: 2, created_at: '2026-10-15T00:00:00.000Z' },
    { version: 3, created_at: '2026-11-01T00:00:00.000Z' },
  ],
};

export function answer(n: number, overrides: Partial<FormAnswerSummary> = {}): FormAnswerSummary {
  return {
    id: id(n, 'a0a0'),
    form: { id: CONTACT, name: 'お問い合わせ', archived: false },
    version: 3,
    created_at: '2026-11-20T01:05:00.000Z',
    updated_at: '2026-11-20T01:05:00.000Z',
    visitor: { account_id: null, name: null, email: null, login_type: null },
    conversation_id: id(n, 'c0c0'),
    preview: false,
    sample: false,
    cells: { name: `山田${n}`, email: `user${n}@example.jp`, topic: '見積もり、資料' },
    ...overrides,
  };
}

export function page(rows: FormAnswerSummary[], overrides: Partial<FormAnswerListResponse> = {}): FormAnswerListResponse {
  return { data: rows, total_records: rows.length, total_is_lower_bound: false, page: 1, limit: 50, ...overrides };
}

export function detail(n: number, overrides: Partial<FormAnswerDetail> = {}): FormAnswerDetail {
  const { cells: _cells, ...summary } = answer(n);
  return {
    ...summary,
    fields: [
      { key: 'name', label: 'お名前', type: 'short_text', value: `山田${n}` },
      { key: 'phone', label: '電話番号（旧）', type: 'phone', value: '09012345678' },
      { key: 'note', label: '備考', type: 'long_text', value: '' },
    ],
    conversation_exists: true,
    ...overrides,
  };
}
