import type { z } from 'zod';
import { ApiError } from './api-error';
import { messages } from './messages';

/** A 400 in the shape of a schema refusal, for checks that only the server can make. */
export function validationError(fields: Record<string, string>): ApiError {
  return new ApiError(400, 'validation_error', messages.validation, {}, fields);
}

/** A zod failure of a body checked by hand, as `{ "path.to.field": "first message" }`. */
export function fieldsOfZodError(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (path && !(path in fields)) fields[path] = issue.message;
  }
  return fields;
}
