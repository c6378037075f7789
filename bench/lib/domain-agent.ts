import { randomBytes } from 'node:crypto';
import { createOwner } from 'api';
import type { DomainCorpus } from '../../api/test/knowledge/answer-quality-corpus.ts';
import { type BenchApp, BENCH_PASSWORD } from './knowledge-index.ts';

export interface DomainAgent {
  owner: Awaited<ReturnType<typeof createOwner>>;
  /** The corpus key of each knowledge item the agent was given, by item id. */
  keyOf: Map<string, string>;
}

/**
 * A fresh owner on the app with a domain's Q&A registered as the console registers them (POST
 * knowledge-items), queued for the API's own background indexing (not awaited here).
 */
export async function registerDomain(app: BenchApp, corpus: DomainCorpus, emailPrefix = 'bench'): Promise<DomainAgent> {
  const owner = await createOwner(app.database.db, { email: `${emailPrefix}-${randomBytes(4).toString('hex')}@example.com`, password: BENCH_PASSWORD, name: 'ベンチ' });
  const login = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: owner.email, password: BENCH_PASSWORD } });
  const headers = { authorization: `Bearer ${(login.json() as { access_token: string }).access_token}` };
  const keyOf = new Map<string, string>();
  for (const item of corpus.items) {
    const response = await app.inject({ method: 'POST', url: '/api/v1/knowledge-items', headers, payload: { type: 'qa', question: item.question, answer: item.answer } });
    if (response.statusCode !== 201) throw new Error(`POST knowledge-items (${corpus.domain}/${item.key}): ${response.statusCode} ${response.body}`);
    keyOf.set((response.json() as { id: string }).id, item.key);
  }
  return { owner, keyOf };
}
