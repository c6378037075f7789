import { z } from 'zod';
import { hasTextControl, lineTextProblem } from '../common/line-text';
import { isWithinChars } from '../common/text';
import { answerMessages as m } from './answer-messages';
import type { FormAnswerValue, FormAnswerValues } from './form-answer';
import type { FormField, FormFieldOf } from './form-field';
import { isIsoDate } from './iso-date';
import { isJapanesePhoneNumber, tidyPhoneNumber } from './phone-number';

type Outcome = { value: FormAnswerValue } | { error: string };

const EMAIL_MAX = 254;
const emailFormat = z.email();
// Digits with an optional sign and decimals; thousands separators are dropped before the check.
const DECIMAL = /^[-+]?(?:\d+(?:\.\d+)?|\.\d+)$/;

const ok = (value: FormAnswerValue): Outcome => ({ value });
const fail = (error: string): Outcome => ({ error });

function isBlank(raw: unknown): boolean {
  return raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '') || (Array.isArray(raw) && raw.length === 0);
}

/** Empty and optional is null; empty and required says what is missing, in the words the field type calls for. */
function blankOutcome(field: FormField): Outcome {
  if (!field.required) return ok(null);
  const choosing = field.type === 'single_choice' || field.type === 'multiple_choice' || field.type === 'dropdown';
  return fail(choosing ? m.requiredChoice(field.label) : m.required(field.label));
}

function shortText(field: FormFieldOf<'short_text'>, raw: string): Outcome {
  const text = raw.trim();
  const problem = lineTextProblem(text);
  if (problem) return fail(problem === 'line_break' ? m.newline(field.label) : m.control(field.label));
  return isWithinChars(text, field.max_length) ? ok(text) : fail(m.tooLong(field.label, field.max_length));
}

function longText(field: FormFieldOf<'long_text'>, raw: string): Outcome {
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (hasTextControl(text)) return fail(m.control(field.label));
  return isWithinChars(text, field.max_length) ? ok(text) : fail(m.tooLong(field.label, field.max_length));
}

function email(field: FormFieldOf<'email'>, raw: string): Outcome {
  const text = raw.normalize('NFKC').trim();
  return text.length <= EMAIL_MAX && emailFormat.safeParse(text).success ? ok(text) : fail(m.invalid(field.label));
}

function phone(field: FormFieldOf<'phone'>, raw: string): Outcome {
  const text = tidyPhoneNumber(raw);
  return isJapanesePhoneNumber(text) ? ok(text) : fail(m.invalid(field.label));
}

function number(field: FormFieldOf<'number'>, raw: unknown): Outcome {
  let value: number;
  if (typeof raw === 'number') value = raw;
  else if (typeof raw === 'string') {
    const text = raw.normalize('NFKC').trim().replace(/,/g, '');
    if (!DECIMAL.test(text)) return fail(m.notNumber(field.label));
    value = Number(text);
  } else return fail(m.notNumber(field.label));
  if (!Number.isFinite(value)) return fail(m.notNumber(field.label));
  if (field.integer && !Number.isInteger(value)) return fail(m.notInteger(field.label));
  if ((field.min !== null && value < field.min) || (field.max !== null && value > field.max)) {
    return fail(m.numberRange(field.label, field.min, field.max));
  }
  return ok(value);
}

function date(field: FormFieldOf<'date'>, raw: string): Outcome {
  const text = raw.normalize('NFKC').trim().replace(/\//g, '-');
  if (!isIsoDate(text)) return fail(m.invalid(field.label));
  // ISO dates compare as text.
  if ((field.min !== null && text < field.min) || (field.max !== null && text > field.max)) {
    return fail(m.dateRange(field.label, field.min, field.max));
  }
  return ok(text);
}

function oneOption(field: FormFieldOf<'single_choice' | 'dropdown'>, raw: string): Outcome {
  const choice = raw.trim();
  return field.options.includes(choice) ? ok(choice) : fail(m.notAnOption(field.label));
}

function options(field: FormFieldOf<'multiple_choice'>, raw: unknown): Outcome {
  const picked = typeof raw === 'string' ? [raw] : raw;
  if (!Array.isArray(picked) || !picked.every((choice): choice is string => typeof choice === 'string')) {
    return fail(m.invalid(field.label));
  }
  const chosen = picked.map((choice) => choice.trim());
  if (!chosen.every((choice) => field.options.includes(choice))) return fail(m.notAnOption(field.label));
  if (new Set(chosen).size !== chosen.length) return fail(m.duplicateChoice(field.label));
  const { min_selected: min, max_selected: max } = field;
  if (min !== null && max !== null && min === max && chosen.length !== min) return fail(m.exactChoices(field.label, min));
  if (min !== null && chosen.length < min) return fail(m.tooFewChoices(field.label, min));
  if (max !== null && chosen.length > max) return fail(m.tooManyChoices(field.label, max));
  // Stored in the form's order, whatever order they were ticked in.
  return ok(field.options.filter((option) => chosen.includes(option)));
}

function consent(field: FormFieldOf<'consent'>, raw: unknown): Outcome {
  if (raw === true) return ok(true);
  if (raw === false || raw === undefined || raw === null || raw === '') {
    return field.required ? fail(m.requiredConsent(field.label)) : ok(false);
  }
  return fail(m.invalid(field.label));
}

function judge(field: FormField, raw: unknown): Outcome {
  if (field.type === 'consent') return consent(field, raw);
  if (isBlank(raw)) return blankOutcome(field);
  switch (field.type) {
    case 'number':
      return number(field, raw);
    case 'multiple_choice':
      return options(field, raw);
    default:
      break;
  }
  if (typeof raw !== 'string') return fail(m.invalid(field.label));
  switch (field.type) {
    case 'short_text':
      return shortText(field, raw);
    case 'long_text':
      return longText(field, raw);
    case 'email':
      return email(field, raw);
    case 'phone':
      return phone(field, raw);
    case 'date':
      return date(field, raw);
    case 'single_choice':
    case 'dropdown':
      return oneOption(field, raw);
  }
}

function answerFieldSchema(field: FormField) {
  // optional(): a key the visitor left out is still judged (as empty), not refused by zod itself.
  return z.unknown().optional().transform((raw, ctx): FormAnswerValue => {
    const outcome = judge(field, raw);
    if ('value' in outcome) return outcome.value;
    ctx.addIssue({ code: 'custom', message: outcome.error });
    return z.NEVER;
  });
}

export type FormAnswerSchema = z.ZodType<FormAnswerValues, Record<string, unknown>>;

/**
 * The rules of one version of a form as a zod schema over a visitor's answer: the values by field
 * key, each judged by its field (one Japanese message per field, at the field's key), parsed to
 * what is stored. Keys the form does not have are dropped. The widget checks with it before
 * sending, the API again before storing, so both say the same thing.
 */
export function buildAnswerSchema(form: { readonly fields: readonly FormField[] }): FormAnswerSchema {
  const shape: Record<string, ReturnType<typeof answerFieldSchema>> = {};
  for (const field of form.fields) shape[field.key] = answerFieldSchema(field);
  return z.object(shape);
}
