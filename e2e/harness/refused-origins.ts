// リンク設定's 最近拒否されたサイト as the owner API answers it. The loader reports a refused page
// with navigator.sendBeacon, which Playwright does not show as one of the page's requests: a spec
// sees the report arrive where the owner does.
import assert from 'node:assert/strict';
import type { OwnerApi } from './owner-api.ts';

export interface RefusedOrigin {
  origin: string;
  count: number;
  last_seen_at: string;
}

export async function refusedOrigin(owner: OwnerApi, origin: string): Promise<RefusedOrigin | undefined> {
  const { data } = await owner.json<{ data: RefusedOrigin[] }>('GET', 'url-settings/refused-origins');
  return data.find((entry) => entry.origin === origin);
}

/** Waits until `origin` was refused once more than `countBefore` times; returns its row. */
export async function nextRefusal(owner: OwnerApi, origin: string, countBefore: number, timeoutMs = 20_000): Promise<RefusedOrigin> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await refusedOrigin(owner, origin);
    if (row && row.count > countBefore) return row;
    assert.ok(Date.now() < deadline, `${origin} reported as refused within ${timeoutMs} ms (now: ${JSON.stringify(row)})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
