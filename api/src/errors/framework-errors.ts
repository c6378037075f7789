import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError as ApiErrorBody } from 'shared-contracts';
import { errorCode } from './error-code';
import { messages } from './messages';

/**
 * Fastify's router refuses two kinds of URL before any route or error handler runs, and answers them
 * in English with the URL echoed back: a path parameter longer than maxParamLength (no id of ours is
 * that long, so it names nothing: 404, as an unknown id does) and a malformed path (bad percent-encoding: 400).
 */
export function frameworkErrors(error: Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  request.log.info({ err: error }, 'request rejected by the router');
  const body: ApiErrorBody =
    errorCode(error) === 'FST_ERR_MAX_PARAM_LENGTH'
      ? { code: 'not_found', message: messages.notFound }
      : { code: 'bad_request', message: messages.badRequest };
  // Set here: the app's onSend hooks (and so the no-store default beside helmet) do not run for a request no route took.
  return reply.code(body.code === 'not_found' ? 404 : 400).header('cache-control', 'no-store').send(body);
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers or URL too long, a request
 * that never finished, bytes that are not HTTP), answered in the API's own shape and words. Replaces
 * Fastify's default, which answers in English (and counts the body's length in characters, not bytes).
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, { code: 'bad_request', message: messages.headersTooLarge }]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, { code: 'bad_request', message: messages.requestTimeout }]
        : [400, { code: 'bad_request', message: messages.badRequest }];
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
