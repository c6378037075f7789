import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/** What this needs of shared-auth's ApiRequestError: the API's per-field Japanese messages. */
export interface ApiFieldErrors {
  readonly fields: Readonly<Record<string, string>>;
}

/**
 * Puts the API's field messages (`{ "launcher_offset.x": "…" }`, dot paths as react-hook-form names
 * fields) under the fields they belong to, and moves the focus to the first. Returns whether any
 * field got a message, so the caller knows whether a general notice is still needed.
 */
export function applyApiFieldErrors<T extends FieldValues>(error: ApiFieldErrors, setError: UseFormSetError<T>): boolean {
  const entries = Object.entries(error.fields);
  entries.forEach(([path, message], index) => {
    // The API names request fields by the same paths as the form built from the same schema.
    setError(path as FieldPath<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return entries.length > 0;
}
