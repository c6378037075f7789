import { HTTPError, TimeoutError } from 'ky';
import { apiErrorSchema } from 'shared-contracts';
import { messages } from './messages';

export type ApiRequestErrorInit = {
  /** The HTTP status, or null when no response arrived (network failure, time-out, abort). */
  status: number | null;
  /** The API's machine-readable code, or one of ours: network_error, timeout, aborted, invalid_response, http_<status>, unknown_error. */
  code: string;
  /** Japanese, for the person in front of the screen. */
  message: string;
  /** Per-field Japanese messages of a validation error, keyed by the request field's path. */
  fields?: Record<string, string>;
  cause?: unknown;
};

/** A failed API call in the shape every screen shows: a Japanese message, and per-field messages. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number | null;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;

  constructor(init: ApiRequestErrorInit) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
  }
}

function messageForStatus(status: number): string {
  if (status >= 500) return messages.server;
  return messages.byStatus[status] ?? messages.requestFailed;
}

/** An error answer of the API as an ApiRequestError: its own code and message, or the status's. */
export async function fromErrorResponse(response: Response, cause: unknown): Promise<ApiRequestError> {
  const { status } = response;
  let body: unknown = null;
  try {
    body = await response.clone().json();
  } catch {
    // Not JSON (a proxy's error page, an empty body): the status alone decides the message.
  }
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) {
    return new ApiRequestError({ status, ...parsed.data, cause });
  }
  return new ApiRequestError({ status, code: `http_${status}`, message: messageForStatus(status), cause });
}

function fromHttpError(error: HTTPError): Promise<ApiRequestError> {
  return fromErrorResponse(error.response, error);
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** Turns whatever an API call threw into an ApiRequestError with a Japanese message. */
export async function toApiRequestError(error: unknown): Promise<ApiRequestError> {
  if (error instanceof ApiRequestError) return error;
  if (error instanceof HTTPError) return fromHttpError(error);
  if (error instanceof TimeoutError || (error instanceof Error && error.name === 'TimeoutError')) {
    return new ApiRequestError({ status: null, code: 'timeout', message: messages.timeout, cause: error });
  }
  if (isAbort(error)) {
    return new ApiRequestError({ status: null, code: 'aborted', message: messages.aborted, cause: error });
  }
  // fetch rejects with a TypeError when no response arrives at all (offline, DNS, CORS, refused).
  if (error instanceof TypeError) {
    return new ApiRequestError({ status: null, code: 'network_error', message: messages.network, cause: error });
  }
  return new ApiRequestError({ status: null, code: 'unknown_error', message: messages.unknown, cause: error });
}
