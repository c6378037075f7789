import type { Options } from 'ky';
import { toApiRequestError } from './errors';
import { httpClient } from './http-client';
import { uploadWithProgress } from './upload';

/**
 * The one way a section calls the API: each helper goes through httpClient (bearer token, one shared
 * refresh on 401, 60 s time-out), checks the answer with the caller's schema, and turns whatever
 * failed (an HTTP refusal, no answer, an answer of the wrong shape) into an ApiRequestError with a
 * Japanese message. Paths are below the API prefix, without a leading slash.
 */

/** What checks an answer: a zod schema, or anything else with a `parse` that throws on a wrong shape. */
export interface ResponseSchema<T> {
  parse(value: unknown): T;
}

export type QueryValue = string | number | boolean | null | undefined;

/** A query as the screens hold it: '' (and null or undefined) stands for "no filter". */
export type ApiQuery<Q = Record<string, QueryValue>> = { readonly [K in keyof Q]: QueryValue };

/**
 * The query string of a list query: every value but the empty ones, in the query's own order. A
 * filter at すべて is '' in the screen's state and is left out rather than sent empty.
 */
export function searchParamsOf<Q extends ApiQuery<Q>>(query: Q): Record<string, string | number | boolean> {
  const kept: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query) as [string, QueryValue][]) {
    if (value === '' || value === null || value === undefined) continue;
    kept[key] = value;
  }
  return kept;
}

export type SendMethod = 'post' | 'put' | 'patch' | 'delete';

export interface SendOptions {
  /** A JSON body. */
  json?: unknown;
  /** Any other body (a multipart form, plain text), with its Content-Type in `headers` when the browser does not set it. */
  body?: FormData | string;
  headers?: Record<string, string>;
  query?: ApiQuery;
}

function kyOptions({ json, body, headers, query }: SendOptions): Options {
  const searchParams = query === undefined ? {} : searchParamsOf(query);
  return {
    ...(json === undefined ? {} : { json }),
    ...(body === undefined ? {} : { body }),
    ...(headers === undefined ? {} : { headers }),
    // No empty '?' on a path whose filters are all empty.
    ...(Object.keys(searchParams).length === 0 ? {} : { searchParams }),
  };
}

async function asApiRequestError<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw await toApiRequestError(error);
  }
}

/** GET `path` with the query's non-empty values; resolves with the answer as `schema` parsed it. */
export function apiGet<T>(path: string, schema: ResponseSchema<T>, query?: ApiQuery): Promise<T> {
  return asApiRequestError(async () => schema.parse(await httpClient.get(path, kyOptions({ query })).json()));
}

/** POST, PUT, PATCH or DELETE `path` with a body; resolves with the answer as `schema` parsed it. */
export function apiSend<T>(method: SendMethod, path: string, schema: ResponseSchema<T>, options: SendOptions = {}): Promise<T> {
  return asApiRequestError(async () => schema.parse(await httpClient[method](path, kyOptions(options)).json()));
}

/** apiSend for a call whose answer carries nothing to read (204, or a 202 only saying it has begun): its body is left unread. */
export function apiSendNoContent(method: SendMethod, path: string, options: SendOptions = {}): Promise<void> {
  return asApiRequestError(async () => {
    await httpClient[method](path, kyOptions(options));
  });
}

export interface DownloadOptions {
  method?: 'get' | 'post';
  json?: unknown;
  /** A list's filters, sent like apiGet's query (empty values left out). */
  query?: ApiQuery;
  /** Stops the call, and the reading of a body still arriving (a long export the owner cancels). */
  signal?: AbortSignal;
}

/**
 * A call whose answer is not JSON (a CSV to save, a WAV to play), asked for with `accept`: `read`
 * takes what it needs from the response (all at once, or its body as a stream, chunk by chunk), and
 * its failures are mapped like the call's own.
 */
export function apiDownload<T>(
  path: string,
  accept: string,
  read: (response: Response) => Promise<T>,
  { method = 'get', json, query, signal }: DownloadOptions = {},
): Promise<T> {
  return asApiRequestError(async () => {
    const options = kyOptions({ json, query, headers: { Accept: accept } });
    return read(await httpClient[method](path, signal === undefined ? options : { ...options, signal }));
  });
}

export interface ApiUploadOptions {
  /** The share of the request sent so far, from 0 to 1, as the browser reports it. */
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
}

/**
 * POSTs a multipart form with its upload progress (shared-auth's uploadWithProgress: the same token
 * and refresh rules as httpClient); resolves with the answer as `schema` parsed it.
 */
export function apiUpload<T>(path: string, form: FormData, schema: ResponseSchema<T>, options: ApiUploadOptions = {}): Promise<T> {
  return asApiRequestError(async () => {
    const answer = await uploadWithProgress(path, form, {
      signal: options.signal,
      onProgress: ({ loaded, total }) => options.onProgress?.(total > 0 ? Math.min(1, loaded / total) : 0),
    });
    return schema.parse(answer);
  });
}
