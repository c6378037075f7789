/** Relative to the API prefix (…/api/v1), without a leading slash, as shared-auth's calls take them. */
export const HISTORY_API_PATHS = {
  conversations: 'conversations',
  conversation: (id: string) => `conversations/${encodeURIComponent(id)}`,
  neighbours: (id: string) => `conversations/${encodeURIComponent(id)}/neighbours`,
  /** DELETE: erase everything of the visitor of this conversation, their account included. */
  visitor: (id: string) => `conversations/${encodeURIComponent(id)}/visitor`,
  export: 'conversations/export',
  settings: 'history-settings',
  teach: 'knowledge-items/teach',
  teachCheck: 'knowledge-items/teach-check',
  /** GET: how many sample conversations remain; DELETE: remove the demo's sample history. */
  sampleData: 'sample-data',
  /** フォーム回答履歴: GET the list (DELETE with confirm_count: the filtered set). */
  formAnswers: 'form-answers',
  /** GET one answer with its version's fields; DELETE it. */
  formAnswer: (id: string) => `form-answers/${encodeURIComponent(id)}`,
  /** GET the exact count of the filtered set (the bulk deletion's confirmation). */
  formAnswerCount: 'form-answers/count',
  formAnswerExport: 'form-answers/export',
  /** GET the picker: forms with their answer counts. */
  formAnswerForms: 'form-answers/forms',
  /** GET one form's columns (fields across its versions) and versions. */
  formAnswerForm: (formId: string) => `form-answers/forms/${encodeURIComponent(formId)}`,
  /** GET 送信率 of one form for a period. */
  formAnswerStats: (formId: string) => `form-answers/forms/${encodeURIComponent(formId)}/stats`,
} as const;
