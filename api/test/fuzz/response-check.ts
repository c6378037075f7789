import { Ajv, type ValidateFunction } from 'ajv';
import type { LightMyRequestResponse } from 'fastify';
import type { JsonSchema } from '../http/openapi-operations';

/**
 * What every answer must be, by the document alone: a status the operation documents, a content type
 * the status documents, and a JSON body its documented schema takes. A 5xx is a fault whatever the
 * document says, except a 502 or 503 the operation documents (an owner's engine, the database, down).
 */

export interface RawResponses {
  [status: string]: { content?: Record<string, { schema?: JsonSchema }> };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/i;

export function responseChecker(): (operation: string, responses: RawResponses, response: LightMyRequestResponse) => string | null {
  // OpenAPI 3.0's `nullable` is one of Ajv's own keywords; `example` and friends are only annotations.
  const ajv = new Ajv({ strict: false, allErrors: false });
  ajv.addFormat('uuid', UUID);
  ajv.addFormat('date-time', { validate: (text: string) => DATE_TIME.test(text) && !Number.isNaN(Date.parse(text)) });
  ajv.addFormat('binary', true);
  const compiled = new Map<string, ValidateFunction>();

  return (operation, responses, response) => {
    const status = String(response.statusCode);
    if (response.statusCode >= 500 && !((response.statusCode === 502 || response.statusCode === 503) && status in responses)) return `a ${status}`;
    const documented = responses[status];
    if (!documented) return `an undocumented ${status} (documented: ${Object.keys(responses).join(', ')})`;
    const types = Object.keys(documented.content ?? {});
    // No body (a 204, a 304, a redirect) has no type to check.
    if (types.length === 0 || response.rawPayload.length === 0) return null;
    const type = String(response.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '';
    const range = types.find((documentedType) => documentedType === type || documentedType === '*/*' || (documentedType.endsWith('/*') && type.startsWith(documentedType.slice(0, -1))));
    if (!range) return `a ${status} as ${type || 'no content type'} (documented: ${types.join(', ')})`;
    const schema = documented.content?.[range]?.schema;
    if (type !== 'application/json' || !schema || schema.format === 'binary') return null;
    const key = `${operation} ${status}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(key, validate);
    }
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      return `a ${status} whose body is not JSON`;
    }
    if (validate(body)) return null;
    const error = validate.errors?.[0];
    return `a ${status} that breaks its schema: ${error?.instancePath || '/'} ${error?.message ?? ''}`.trim();
  };
}
