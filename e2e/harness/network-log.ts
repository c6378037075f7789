// What the page asked the network for, to assert on requests the user never sees (token refresh,
// where each section's code came from).
import type { Page } from 'playwright-core';

export interface LoggedRequest {
  method: string;
  url: string;
  resourceType: string;
  /** The answer's status; null while it is on the wire; 0 when the request failed (see `failure`). */
  status: number | null;
  failure?: string;
  /** The request's body as sent (a refresh's refresh token), when it had one. */
  body?: string;
}

export class NetworkLog {
  readonly entries: LoggedRequest[] = [];

  constructor(page: Page) {
    page.on('request', (request) => {
      const body = request.postData() ?? undefined;
      this.entries.push({ method: request.method(), url: request.url(), resourceType: request.resourceType(), status: null, ...(body === undefined ? {} : { body }) });
    });
    page.on('response', (response) => {
      const request = response.request();
      const entry = this.entries.findLast((e) => e.url === request.url() && e.method === request.method() && e.status === null);
      if (entry) entry.status = response.status();
    });
    page.on('requestfailed', (request) => {
      const entry = this.entries.findLast((e) => e.url === request.url() && e.method === request.method() && e.status === null);
      if (entry) {
        entry.status = 0;
        entry.failure = request.failure()?.errorText ?? 'failed';
      }
    });
  }

  /**
   * The requests `matching` picks, once each has its answer (or failed) and no new one has come
   * for `quietMs`. A click between screens never resets the page's load states, so
   * waitForLoadState('networkidle') returns at once after one: a screen's lazy chunks, still on
   * the wire on a busy machine, are waited for here instead.
   */
  async settled(matching: (entry: LoggedRequest) => boolean, { quietMs = 500, timeoutMs = 30_000 } = {}): Promise<LoggedRequest[]> {
    const deadline = Date.now() + timeoutMs;
    let count = -1;
    let quietSince = Date.now();
    for (;;) {
      const picked = this.entries.filter(matching);
      if (picked.length !== count || picked.some((e) => e.status === null)) {
        count = picked.length;
        quietSince = Date.now();
      } else if (Date.now() - quietSince >= quietMs) {
        return picked;
      }
      if (Date.now() > deadline) return picked;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  clear(): void {
    this.entries.length = 0;
  }

  /** Requests to the API whose path (after /api/v1/) is `endpoint`. */
  api(method: string, endpoint: string): LoggedRequest[] {
    return this.entries.filter((e) => e.method === method && new URL(e.url).pathname === `/api/v1/${endpoint}`);
  }

  apiCalls(): LoggedRequest[] {
    return this.entries.filter((e) => new URL(e.url).pathname.startsWith('/api/v1/') && e.method !== 'OPTIONS');
  }
}
