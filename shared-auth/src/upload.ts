import { getApiBaseUrl } from './config';
import { ApiRequestError, fromErrorResponse } from './errors';
import { messages } from './messages';
import { accessTokenAfterUnauthorized } from './refresh';
import { readStoredAuth } from './storage';
import { REQUEST_TIMEOUT_MS } from './timeouts';

export type UploadProgress = {
  /** Bytes of the request body sent so far. */
  loaded: number;
  /** The whole body (the file and its multipart framing). */
  total: number;
};

export type UploadOptions = {
  onProgress?(progress: UploadProgress): void;
  signal?: AbortSignal;
};

type Sent = { status: number; body: string; contentType: string | null };

/**
 * One POST through XMLHttpRequest, the only browser API that reports upload progress over HTTP/1.1
 * (a streamed fetch body needs HTTP/2, and reports what was read, not what was sent).
 * The 60 s time-out of every call counts from the last progress: a 100 MB video on a slow line may
 * take longer than that in all, and is still alive while bytes move.
 */
function send(url: string, body: FormData, authorization: string | null, options: UploadOptions): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cleanUp = () => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    };
    const fail = (error: ApiRequestError) => {
      cleanUp();
      reject(error);
    };
    const armTimer = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        xhr.abort();
        fail(new ApiRequestError({ status: null, code: 'timeout', message: messages.timeout }));
      }, REQUEST_TIMEOUT_MS);
    };
    function onAbort() {
      xhr.abort();
      fail(new ApiRequestError({ status: null, code: 'aborted', message: messages.aborted }));
    }
    if (options.signal?.aborted) {
      onAbort();
      return;
    }
    options.signal?.addEventListener('abort', onAbort);

    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (authorization) xhr.setRequestHeader('Authorization', authorization);
    xhr.upload.addEventListener('progress', (event) => {
      armTimer();
      options.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    });
    xhr.addEventListener('load', () => {
      cleanUp();
      resolve({ status: xhr.status, body: xhr.responseText, contentType: xhr.getResponseHeader('Content-Type') });
    });
    // No answer at all (offline, refused, CORS): what httpClient says when fetch finds no server.
    xhr.addEventListener('error', () => fail(new ApiRequestError({ status: null, code: 'network_error', message: messages.network })));
    armTimer();
    xhr.send(body);
  });
}

function bearer(token: string | undefined): string | null {
  return token ? `Bearer ${token}` : null;
}

/**
 * POSTs a multipart form to `path` (below the API prefix, no leading slash) and reports the upload's
 * progress, with the same rules as httpClient: the stored bearer token, one shared token refresh on a
 * 401 and a single repeat, and failures as ApiRequestError with a Japanese message. Resolves with the
 * answer's JSON.
 */
export async function uploadWithProgress(path: string, body: FormData, options: UploadOptions = {}): Promise<unknown> {
  const url = `${getApiBaseUrl()}/${path}`;
  const sentAuthorization = bearer(readStoredAuth()?.access_token);
  let answer = await send(url, body, sentAuthorization, options);
  if (answer.status === 401) {
    const accessToken = await accessTokenAfterUnauthorized(sentAuthorization);
    // null: the session has ended (storage cleared, browser on its way to /login); the 401 stands.
    if (accessToken !== null) answer = await send(url, body, bearer(accessToken), options);
  }
  const response = new Response(answer.body === '' ? null : answer.body, {
    status: answer.status,
    headers: answer.contentType ? { 'Content-Type': answer.contentType } : {},
  });
  if (!response.ok) throw await fromErrorResponse(response, null);
  try {
    return await response.json();
  } catch (error) {
    throw new ApiRequestError({ status: answer.status, code: 'invalid_response', message: messages.invalidResponse, cause: error });
  }
}
