import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { OwnerSession, TestContext } from '../helper';

type Payload = InjectOptions['payload'];

export interface OwnerClient {
  get(path: string, query?: Record<string, string>): Promise<LightMyRequestResponse>;
  put(path: string, payload?: Payload): Promise<LightMyRequestResponse>;
  post(path: string, payload?: Payload, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  delete(path: string): Promise<LightMyRequestResponse>;
}

/** Calls /api/v1/{path} as the session's owner, on whatever app the context holds now. */
export function ownerClient(t: TestContext, session: OwnerSession): OwnerClient {
  const call = (method: InjectOptions['method'], path: string, options: Partial<InjectOptions> = {}) =>
    t.app.inject({ method, url: `/api/v1/${path}`, ...options, headers: { ...session.headers, ...(options.headers ?? {}) } });
  return {
    get: (path, query) => call('GET', path, query ? { query } : {}),
    put: (path, payload) => call('PUT', path, { payload }),
    post: (path, payload, headers = {}) => call('POST', path, { payload, headers }),
    delete: (path) => call('DELETE', path),
  };
}

/** The owner-visible parts of a validation refusal. */
export function refusal(response: LightMyRequestResponse): { status: number; code: string; fields: Record<string, string> } {
  const body = response.json<{ code: string; fields?: Record<string, string> }>();
  return { status: response.statusCode, code: body.code, fields: body.fields ?? {} };
}
