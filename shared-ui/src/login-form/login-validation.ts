import { loginRequestSchema, type LoginRequest } from 'shared-contracts';

export type LoginFieldErrors = Partial<Record<keyof LoginRequest, string>>;
export type LoginValidation = { values: LoginRequest; errors: null } | { values: null; errors: LoginFieldErrors };

/**
 * The API's own schema (shared-contracts) checks the form, so both refuse the same input with the
 * same Japanese message. LoginForm imports this file lazily: zod is not needed to show the form.
 */
export function validateLogin(input: LoginRequest): LoginValidation {
  const parsed = loginRequestSchema.safeParse(input);
  if (parsed.success) return { values: parsed.data, errors: null };
  const errors: LoginFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && errors[field] === undefined) errors[field] = issue.message;
  }
  return { values: null, errors };
}
