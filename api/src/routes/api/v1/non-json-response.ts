import { z } from 'zod';

/**
 * The OpenAPI entry of a success answer that is not JSON (CSV, WAV, HTML, JavaScript, an event
 * stream), tied to its own status so that the route's error answers stay documented as the JSON
 * they are (a route-wide `produces` would document them as CSV or audio too). Fastify sends such a
 * body as it is: a string or buffer with a non-JSON content type skips the serializer.
 */
export function nonJsonResponse(contentType: string, description: string, options: { binary?: boolean } = {}) {
  const schema = z.unknown().meta({ type: 'string', ...(options.binary ? { format: 'binary' } : {}) });
  return { description, content: { [contentType]: { schema } } };
}
