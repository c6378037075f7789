import { z } from 'zod';
import { switchSchema } from '../common/entity';
import { httpUrlSchema } from '../common/http-url';
import { optionalLine, optionalText, requiredLine, requiredText } from '../common/text-field';
import type { FormFieldType } from './form-field-type';
import { isIsoDate } from './iso-date';

/**
 * One question of a form. Every type shares a key, a label, a required flag, a help text and a
 * placeholder; each adds its own rules. The key is the field's stable identity across versions of
 * the form: answers are stored by key, so a renamed label still lines up with earlier answers.
 */

export const FORM_FIELD_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
export const FORM_FIELD_LABEL_MAX = 50;
export const FORM_FIELD_HELP_TEXT_MAX = 200;
export const FORM_FIELD_PLACEHOLDER_MAX = 50;
export const SHORT_TEXT_MAX_LENGTH = 500;
export const LONG_TEXT_MAX_LENGTH = 5000;
/** What a new field of the type allows until the owner says otherwise. */
export const SHORT_TEXT_DEFAULT_MAX_LENGTH = 100;
export const LONG_TEXT_DEFAULT_MAX_LENGTH = 1000;
export const FORM_OPTION_MAX = 50;
export const CHOICE_OPTIONS_MIN = 2;
export const CHOICE_OPTIONS_MAX = 20;
export const DROPDOWN_OPTIONS_MAX = 50;
export const CONSENT_TEXT_MAX = 200;
/** Numbers a form may ask for: well inside what a double holds exactly. */
export const FORM_NUMBER_LIMIT = 1_000_000_000_000;

export const formFieldKeySchema = z
  .string({ error: '項目キーを指定してください' })
  .regex(FORM_FIELD_KEY_PATTERN, { error: '項目キーは半角英小文字で始まる40文字以内の英小文字・数字・_で指定してください' });

const common = {
  key: formFieldKeySchema,
  label: requiredLine('項目名', FORM_FIELD_LABEL_MAX),
  required: switchSchema.default(false),
  help_text: optionalText('補足説明', FORM_FIELD_HELP_TEXT_MAX).default(''),
  placeholder: optionalLine('入力例', FORM_FIELD_PLACEHOLDER_MAX).default(''),
};

function maxLengthSchema(limit: number, fallback: number) {
  const error = `最大文字数は1〜${limit}の整数で入力してください`;
  return z.number({ error }).int({ error }).min(1, { error }).max(limit, { error }).default(fallback);
}

/** The choices of a choice field: `min`..`max` distinct lines (NFKC, so ＡＢＣ and ABC are one). */
function optionsSchema(max: number) {
  return z
    .array(requiredLine('選択肢', FORM_OPTION_MAX), { error: '選択肢を入力してください' })
    .min(CHOICE_OPTIONS_MIN, { error: `選択肢は${CHOICE_OPTIONS_MIN}つ以上入力してください` })
    .max(max, { error: `選択肢は${max}個までです` })
    .superRefine((options, ctx) => {
      const seen = new Set<string>();
      options.forEach((option, index) => {
        const key = option.trim().normalize('NFKC');
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index], message: `選択肢「${option.trim()}」が重複しています` });
        seen.add(key);
      });
    });
}

function optionalNumber(name: string) {
  const error = `${name}は数値で入力してください`;
  const range = `${name}は-${FORM_NUMBER_LIMIT.toLocaleString('ja-JP')}〜${FORM_NUMBER_LIMIT.toLocaleString('ja-JP')}の範囲で入力してください`;
  return z
    .number({ error })
    .refine(Number.isFinite, { error, abort: true })
    .min(-FORM_NUMBER_LIMIT, { error: range })
    .max(FORM_NUMBER_LIMIT, { error: range })
    .nullable()
    .default(null);
}

function optionalDate(name: string) {
  const error = `${name}は 2026-01-31 の形式で入力してください`;
  return z.string({ error }).refine(isIsoDate, { error }).nullable().default(null);
}

function optionalCount(name: string) {
  const error = `${name}は1以上の整数で入力してください`;
  return z.number({ error }).int({ error }).min(1, { error }).nullable().default(null);
}

export const shortTextFieldSchema = z.object({
  ...common,
  type: z.literal('short_text'),
  max_length: maxLengthSchema(SHORT_TEXT_MAX_LENGTH, SHORT_TEXT_DEFAULT_MAX_LENGTH),
});

export const longTextFieldSchema = z.object({
  ...common,
  type: z.literal('long_text'),
  max_length: maxLengthSchema(LONG_TEXT_MAX_LENGTH, LONG_TEXT_DEFAULT_MAX_LENGTH),
});

export const emailFieldSchema = z.object({ ...common, type: z.literal('email') });

export const phoneFieldSchema = z.object({ ...common, type: z.literal('phone') });

export const numberFieldSchema = z
  .object({
    ...common,
    type: z.literal('number'),
    min: optionalNumber('最小値'),
    max: optionalNumber('最大値'),
    integer: switchSchema.default(false),
  })
  .superRefine((field, ctx) => {
    if (field.min !== null && field.max !== null && field.min > field.max) {
      ctx.addIssue({ code: 'custom', path: ['max'], message: '最大値は最小値以上にしてください' });
    }
  });

export const dateFieldSchema = z
  .object({
    ...common,
    type: z.literal('date'),
    min: optionalDate('選べる最初の日'),
    max: optionalDate('選べる最後の日'),
  })
  .superRefine((field, ctx) => {
    // ISO dates compare as text.
    if (field.min !== null && field.max !== null && field.min > field.max) {
      ctx.addIssue({ code: 'custom', path: ['max'], message: '選べる最後の日は最初の日以降にしてください' });
    }
  });

export const singleChoiceFieldSchema = z.object({
  ...common,
  type: z.literal('single_choice'),
  options: optionsSchema(CHOICE_OPTIONS_MAX),
});

export const multipleChoiceFieldSchema = z
  .object({
    ...common,
    type: z.literal('multiple_choice'),
    options: optionsSchema(CHOICE_OPTIONS_MAX),
    min_selected: optionalCount('最小選択数'),
    max_selected: optionalCount('最大選択数'),
  })
  .superRefine((field, ctx) => {
    const count = field.options.length;
    if (field.min_selected !== null && field.min_selected > count) {
      ctx.addIssue({ code: 'custom', path: ['min_selected'], message: `最小選択数は選択肢の数（${count}）以下にしてください` });
    }
    if (field.max_selected !== null && field.max_selected > count) {
      ctx.addIssue({ code: 'custom', path: ['max_selected'], message: `最大選択数は選択肢の数（${count}）以下にしてください` });
    }
    if (field.min_selected !== null && field.max_selected !== null && field.min_selected > field.max_selected) {
      ctx.addIssue({ code: 'custom', path: ['max_selected'], message: '最大選択数は最小選択数以上にしてください' });
    }
  });

export const dropdownFieldSchema = z.object({
  ...common,
  type: z.literal('dropdown'),
  options: optionsSchema(DROPDOWN_OPTIONS_MAX),
});

export const consentFieldSchema = z.object({
  ...common,
  type: z.literal('consent'),
  /** The statement beside the checkbox, e.g. 個人情報の取り扱いに同意します. */
  text: requiredText('同意文', CONSENT_TEXT_MAX),
  /** Where the full terms are (a privacy policy), opened in a new tab. */
  link_url: httpUrlSchema('規約のURL', 'https://example.com/privacy').nullable().default(null),
});

export const formFieldSchema = z.discriminatedUnion(
  'type',
  [
    shortTextFieldSchema,
    longTextFieldSchema,
    emailFieldSchema,
    phoneFieldSchema,
    numberFieldSchema,
    dateFieldSchema,
    singleChoiceFieldSchema,
    multipleChoiceFieldSchema,
    dropdownFieldSchema,
    consentFieldSchema,
  ],
  { error: '項目の種類を選んでください' },
);
export type FormField = z.output<typeof formFieldSchema>;
export type FormFieldInput = z.input<typeof formFieldSchema>;
export type FormFieldOf<T extends FormFieldType> = Extract<FormField, { type: T }>;
