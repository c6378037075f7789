import assert from 'node:assert/strict';
import type { OwnerApi } from './owner-api.ts';

/** Indexing runs in the API's background queue. */
export const INDEXED_MS = 60_000;

/** Registers a Q&A through the owner API and waits until it is indexed (完了); its id. */
export async function addQaIndexed(owner: OwnerApi, qa: { question: string; answer: string } & Record<string, unknown>): Promise<string> {
  const item = await owner.json<{ id: string }>('POST', 'knowledge-items', { type: 'qa', ...qa });
  const deadline = Date.now() + INDEXED_MS;
  for (;;) {
    const current = await owner.json<{ status: string; error_reason: string | null }>('GET', `knowledge-items/${item.id}`);
    if (current.status === 'ready') return item.id;
    assert.notEqual(current.status, 'error', `indexing ${qa.question}: ${current.error_reason ?? ''}`);
    assert.ok(Date.now() < deadline, `${qa.question} indexed within ${INDEXED_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
