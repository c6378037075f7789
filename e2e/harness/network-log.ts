// What the page asked the network for, to assert on requests the user never sees (token refresh,
// where each section's code came from).
import type { Page } from 'playwright-core';

export interface LoggedRequest {
  method: string;
  url: string;
  resourceType: string;
  status: number | null;
}

export class NetworkLog {
  readonly entries: LoggedRequest[] = [];

  constructor(page: Page) {
    page.on('request', (request) => {
      this.entries.push({ method: request.method(), url: request.url(), resourceType: request.resourceType(), status: null });
    });
    page.on('response', (response) => {
      const request = response.request();
      const entry = this.entries.findLast((e) => e.url === request.url() && e.method === request.method() && e.status === null);
      if (entry) entry.status = response.status();
    });
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
