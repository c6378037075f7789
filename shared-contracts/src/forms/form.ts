import { z } from 'zod';
import { idSchema, switchSchema, timestampSchema } from '../common/entity';
import { optionalText, requiredLine, requiredText } from '../common/text-field';
import { listSearchSchema } from '../common/list-search';
import { listQuerySchema, listResponseSchema } from '../common/list-query';
import { formFieldSchema } from './form-field';
import { keywordKey } from './keyword-key';

/**
 * /api/v1/forms: forms the widget shows inside the chat. Every saved change makes a new version;
 * answers keep the version they were given against, so editing a form never changes what an
 * earlier answer meant.
 */

export const FORM_NAME_MAX = 50;
export const FORM_DESCRIPTION_MAX = 500;
export const FORM_FIELDS_MIN = 1;
export const FORM_FIELDS_MAX = 30;
export const FORM_THANK_YOU_MAX = 500;
export const FORM_SUBMIT_LABEL_MAX = 20;
export const FORM_KEYWORDS_MAX = 20;
export const FORM_KEYWORD_MAX = 30;

/** What a new form starts with in the builder. */
export const FORM_DEFAULT_SUBMIT_LABEL = '送信する';
export const FORM_DEFAULT_THANK_YOU_MESSAGE = 'ご回答ありがとうございました。内容を確認のうえ、担当者よりご連絡いたします。';

export const formKeywordSchema = requiredLine('キーワード', FORM_KEYWORD_MAX);

/** Words in a visitor's message that open the form; compared as keywordKey folds them. */
export const formKeywordsSchema = z
  .array(formKeywordSchema, { error: 'キーワードの形式が正しくありません' })
  .max(FORM_KEYWORDS_MAX, { error: `キーワードは${FORM_KEYWORDS_MAX}個までです` })
  .superRefine((keywords, ctx) => {
    const seen = new Set<string>();
    keywords.forEach((keyword, index) => {
      const key = keywordKey(keyword);
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index], message: `キーワード「${keyword.trim()}」が重複しています` });
      seen.add(key);
    });
  });

export const formFieldsSchema = z
  .array(formFieldSchema, { error: '項目を追加してください' })
  .min(FORM_FIELDS_MIN, { error: '項目を1つ以上追加してください' })
  .max(FORM_FIELDS_MAX, { error: `項目は${FORM_FIELDS_MAX}個までです` })
  .superRefine((fields, ctx) => {
    const seen = new Set<string>();
    fields.forEach((field, index) => {
      if (seen.has(field.key)) ctx.addIssue({ code: 'custom', path: [index, 'key'], message: '同じ項目キーが2回使われています' });
      seen.add(field.key);
    });
  });

/** How the form is offered, besides quick replies that open it (those point at the form themselves). */
export const formTriggersRequestSchema = z.object({
  keywords: formKeywordsSchema.default([]),
  /** The agent may offer the form when a conversation calls for it. */
  by_agent: switchSchema.default(false),
});

/** POST creates, PUT /:id saves a new version. The definition a version stores is this, parsed. */
export const formRequestSchema = z.object({
  name: requiredLine('フォーム名', FORM_NAME_MAX),
  description: optionalText('説明', FORM_DESCRIPTION_MAX).default(''),
  fields: formFieldsSchema,
  thank_you_message: requiredText('送信完了メッセージ', FORM_THANK_YOU_MAX),
  submit_label: requiredLine('送信ボタンの表示名', FORM_SUBMIT_LABEL_MAX).default(FORM_DEFAULT_SUBMIT_LABEL),
  triggers: formTriggersRequestSchema.default({ keywords: [], by_agent: false }),
  enabled: switchSchema.default(true),
});
export type FormRequest = z.input<typeof formRequestSchema>;
/** One version of a form as stored: the request, parsed (trimmed, defaults filled). */
export type FormDefinition = z.output<typeof formRequestSchema>;
export const formDefinitionSchema = formRequestSchema;

/** A quick reply whose button opens the form (read-only here: it is set on the quick reply). */
export const formQuickReplyLinkSchema = z.object({ id: idSchema, label: z.string(), enabled: z.boolean() });
export type FormQuickReplyLink = z.infer<typeof formQuickReplyLinkSchema>;

export const formSchema = formRequestSchema.extend({
  id: idSchema,
  triggers: formTriggersRequestSchema.extend({ quick_replies: z.array(formQuickReplyLinkSchema) }),
  /** 1 for a new form, one more for every saved change. */
  version: z.number().int().min(1),
  answer_count: z.number().int().min(0),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Form = z.infer<typeof formSchema>;

/** A row of the list. */
export const formSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  field_count: z.number().int().min(0),
  answer_count: z.number().int().min(0),
  enabled: z.boolean(),
  version: z.number().int().min(1),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type FormSummary = z.infer<typeof formSummarySchema>;

/** GET: the shared list query, plus `q` searching names and descriptions. */
export const formListQuerySchema = listQuerySchema.extend({ q: listSearchSchema });
export type FormListQuery = z.infer<typeof formListQuerySchema>;
export const formListResponseSchema = listResponseSchema(formSummarySchema);
export type FormListResponse = z.infer<typeof formListResponseSchema>;

/** GET /:id/versions/:version: the definition answers of that version were given against. */
export const formVersionSchema = z.object({
  form_id: idSchema,
  version: z.number().int().min(1),
  definition: formDefinitionSchema,
  created_at: timestampSchema,
});
export type FormVersion = z.infer<typeof formVersionSchema>;

// Versions are stored as PostgreSQL integer (int4): a larger number can name no version and must not reach the query.
const FORM_VERSION_MAX = 2_147_483_647;
const versionMessage = '版の番号は1以上の整数で指定してください';

export const formVersionParamsSchema = z.object({
  id: idSchema,
  version: z.coerce
    .number({ error: versionMessage })
    .int({ error: versionMessage })
    .min(1, { error: versionMessage })
    .max(FORM_VERSION_MAX, { error: versionMessage }),
});
