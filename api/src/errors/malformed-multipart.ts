/**
 * Whether `error` is the multipart parser's (@fastify/busboy) refusal of a body that is not valid
 * multipart/form-data: no boundary, an empty or over-long one, or data that ends in the middle of a
 * part. busboy raises these as plain Errors with no status or code, so they are told by their words;
 * the list is busboy's own and is checked by a test that sends each kind of broken body.
 */
const BUSBOY_MESSAGES = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
  /^The needle cannot (be an empty String\/Buffer|have a length bigger than 256)\.$/,
];

export function isMalformedMultipart(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || 'statusCode' in error) return false;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && BUSBOY_MESSAGES.some((pattern) => pattern.test(message));
}
