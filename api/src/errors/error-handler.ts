import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError as ApiErrorBody } from 'shared-contracts';
import { ApiError, type ApiErrorCode } from './api-error';
import { isMalformedMultipart } from './malformed-multipart';
import { messages } from './messages';
import { validationFields } from './validation-fields';

/** Client errors Fastify (or a plugin) raises itself, told in the same words as our own. */
const CLIENT_ERRORS: Record<number, { code: ApiErrorCode; message: string }> = {
  401: { code: 'unauthorized', message: messages.unauthorized },
  403: { code: 'forbidden', message: messages.forbidden },
  404: { code: 'not_found', message: messages.notFound },
  405: { code: 'method_not_allowed', message: messages.methodNotAllowed },
  409: { code: 'conflict', message: messages.conflict },
  413: { code: 'payload_too_large', message: messages.payloadTooLarge },
  415: { code: 'unsupported_media_type', message: messages.unsupportedMediaType },
  429: { code: 'too_many_requests', message: messages.tooManyRequests },
};

/**
 * The one place that turns errors into `{ code, message }`. A 5xx is logged in full and answered with a
 * fixed message, so no stack, SQL or driver text ever reaches a client.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const body: ApiErrorBody = { code: 'validation_error', message: messages.validation, fields: validationFields(error.validation) };
    return reply.code(400).send(body);
  }
  if (error instanceof ApiError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    const body: ApiErrorBody = { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
    return reply.code(error.statusCode).headers(error.headers).send(body);
  }
  if (isMalformedMultipart(error)) {
    request.log.info({ err: error }, 'malformed multipart body');
    return reply.code(400).send({ code: 'bad_request', message: messages.malformedMultipart });
  }
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ code: 'internal_error', message: messages.internal });
  }
  request.log.info({ err: error }, 'request rejected');
  const known = CLIENT_ERRORS[status] ?? { code: 'bad_request', message: messages.badRequest };
  return reply.code(status).send(known);
}
