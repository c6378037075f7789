import { FORM_FIELD_TYPES, formFieldSchema, type FormField, type FormFieldType } from 'shared-contracts';
import { labels } from '../labels';
import { newField } from './builder-values';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isFieldType = (value: unknown): value is FormFieldType => (FORM_FIELD_TYPES as readonly unknown[]).includes(value);

function distinctOptions(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const options = value.filter((option): option is string => typeof option === 'string').map((option) => option.trim());
  return [...new Set(options.filter((option) => option !== ''))];
}

/**
 * One field of the builder as the preview shows it. A field the owner is still editing may break
 * a rule (an empty label, one option, a maximum below the minimum); the preview still shows it,
 * with every setting that holds and the type's usual rule in place of one that does not.
 */
export function previewFieldOf(live: unknown): FormField | null {
  const parsed = formFieldSchema.safeParse(live);
  if (parsed.success) return parsed.data;
  if (!isRecord(live) || !isFieldType(live.type) || typeof live.key !== 'string') return null;
  let field: FormField = { ...newField(live.type, live.key), label: labels.field.untitled, placeholder: '' };
  for (const [name, value] of Object.entries(live)) {
    const candidate = formFieldSchema.safeParse({ ...field, [name]: value });
    if (candidate.success) field = candidate.data;
  }
  if (field.type === 'single_choice' || field.type === 'multiple_choice' || field.type === 'dropdown') {
    field = { ...field, options: distinctOptions(live.options) };
  }
  return field;
}

export function previewFieldsOf(live: unknown): FormField[] {
  if (!Array.isArray(live)) return [];
  return live.map(previewFieldOf).filter((field): field is FormField => field !== null);
}
