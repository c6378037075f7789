import { get, type FieldErrors, type FieldValues } from 'react-hook-form';

/**
 * The error message at a dotted path of the builder (`fields.2.options.1`). An array's own message
 * (「選択肢は2つ以上入力してください」) sits on the array, or under `root` when react-hook-form
 * keeps the array as a field array.
 */
export function messageAt<T extends FieldValues>(errors: FieldErrors<T>, path: string): string | undefined {
  for (const candidate of [`${path}.message`, `${path}.root.message`]) {
    const value = get(errors, candidate);
    if (typeof value === 'string') return value;
  }
  return undefined;
}

/** Whether anything below `path` has a message: a collapsed field card shows that it needs a look. */
export function hasErrorsAt<T extends FieldValues>(errors: FieldErrors<T>, path: string): boolean {
  const value = get(errors, path);
  return typeof value === 'object' && value !== null;
}
