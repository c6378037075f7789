import type { FieldErrors, Resolver } from 'react-hook-form';
import { quickReplyCreateRequestSchema } from 'shared-contracts';
import type { z } from 'zod';
import { requestOf, type QuickReplyFormValues } from './form-values';

export type QuickReplyRequestOutput = z.output<typeof quickReplyCreateRequestSchema>;

/** Where a request path (the schema's, or the API's `fields`) shows on the flat dialog form. */
const FIELD_OF_PATH: Record<string, keyof QuickReplyFormValues> = {
  label: 'label',
  action: 'actionType',
  'action.type': 'actionType',
  'action.text': 'text',
  'action.message': 'message',
  'action.image_media_id': 'imageMediaId',
  'action.url': 'url',
  'action.form_id': 'formId',
  placement: 'placement',
  enabled: 'enabled',
};

export function formFieldOf(path: string): keyof QuickReplyFormValues | null {
  return FIELD_OF_PATH[path] ?? null;
}

/** The API's field messages, renamed to the dialog's fields (unknown paths are dropped). */
export function formFieldErrors(fields: Readonly<Record<string, string>>): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = formFieldOf(path);
    if (field && !(field in mapped)) mapped[field] = message;
  }
  return mapped;
}

/**
 * The dialog keeps a draft for every action type, so switching the type and back loses nothing.
 * It is judged by the shared request schema all the same: the draft becomes the request first,
 * and each message comes back to the field it is about.
 */
export const quickReplyResolver: Resolver<QuickReplyFormValues, unknown, QuickReplyRequestOutput> = async (values) => {
  const parsed = quickReplyCreateRequestSchema.safeParse(requestOf(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<QuickReplyFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = formFieldOf(issue.path.map(String).join('.'));
    if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
