import type { FastifySchemaValidationError } from 'fastify';

/** Zod issues as `{ "email": "メールアドレスの形式が正しくありません" }`: the first message for each field. */
export function validationFields(issues: readonly FastifySchemaValidationError[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    if (path && !(path in fields) && issue.message) fields[path] = issue.message;
  }
  return fields;
}
