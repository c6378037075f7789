import { getApiBaseUrl } from './config';

type RawPostOptions = {
  timeoutMs: number;
  accessToken?: string;
};

/**
 * A JSON POST that bypasses httpClient and its 401 handling: the refresh call must not trigger a
 * refresh of its own, and logout must not start one either. Rejects on network errors and time-outs;
 * HTTP error statuses are returned for the caller to judge.
 */
export function rawPost(path: string, body: unknown, options: RawPostOptions): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (options.accessToken) headers['Authorization'] = `Bearer ${options.accessToken}`;
  return fetch(`${getApiBaseUrl()}/${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(options.timeoutMs),
  });
}
