import { apiErrorSchema } from 'shared-contracts';
import { z } from 'zod';

/**
 * The OpenAPI entry of a success answer that is not JSON (CSV, WAV, HTML, JavaScript, an event
 * stream), tied to its own status so that the route's error answers stay documented as the JSON
 * they are (a route-wide `produces` would document them as CSV or audio too). Fastify sends such a
 * body as it is: a string or buffer with a non-JSON content type skips the serializer.
 */
export function nonJsonResponse(contentType: string | readonly string[], description: string, options: { binary?: boolean } = {}) {
  const schema = z.unknown().meta({ type: 'string', ...(options.binary ? { format: 'binary' } : {}) });
  const types = typeof contentType === 'string' ? [contentType] : contentType;
  return { description, content: Object.fromEntries(types.map((type) => [type, { schema }])) };
}

/**
 * The pages of LINE Login's pop-up (a person reads them, so refusals are pages too): each status a
 * page may have, as HTML.
 */
export function htmlPages(statuses: readonly number[], description: string) {
  return Object.fromEntries(statuses.map((status) => [status, nonJsonResponse('text/html', description)]));
}

/** A 400 that is a page when the route refuses what it was sent, and the JSON refusal when a query parameter fails its schema. */
export function htmlPageOrValidationError(description: string) {
  const page = nonJsonResponse('text/html', description);
  return { description, content: { ...page.content, 'application/json': { schema: apiErrorSchema } } };
}
