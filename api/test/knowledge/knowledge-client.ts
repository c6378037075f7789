import type { LightMyRequestResponse } from 'fastify';
import {
  type KnowledgeItem,
  type KnowledgeItemCreateRequest,
  knowledgeItemSchema,
  type SearchTestResult,
  searchTestResponseSchema,
} from 'shared-contracts';
import { multipartFile } from '../chatsettings/csv-fixtures';
import { type OwnerClient, ownerClient } from '../chatsettings/owner-client';
import { type OwnerSession, sleep, type TestContext } from '../helper';

/** The knowledge endpoints as a test uses them, with indexing awaited where a test needs its outcome. */
export interface KnowledgeClient {
  /** The same owner's plain client, for requests a test spells out itself. */
  owner: OwnerClient;
  create(item: KnowledgeItemCreateRequest): Promise<KnowledgeItem>;
  upload(bytes: Uint8Array, filename: string, type?: string): Promise<LightMyRequestResponse>;
  replaceFile(id: string, bytes: Uint8Array, filename: string): Promise<LightMyRequestResponse>;
  addUrl(url: string): Promise<KnowledgeItem>;
  get(id: string): Promise<KnowledgeItem>;
  /** Polls until the item leaves 処理中 (or the time is up) and answers it. */
  settled(id: string, timeoutMs?: number): Promise<KnowledgeItem>;
  search(question: string, topK?: number): Promise<SearchTestResult[]>;
}

/** `session` as for `ownerClient`: a session, or a function read at each call. */
export function knowledgeClient(t: TestContext, session: OwnerSession | (() => OwnerSession)): KnowledgeClient {
  const client = ownerClient(t, session);
  const sessionHeaders = () => (typeof session === 'function' ? session() : session).headers;
  const get = async (id: string) => {
    const response = await client.get(`knowledge-items/${id}`);
    if (response.statusCode !== 200) throw new Error(`GET knowledge-items/${id}: ${response.statusCode} ${response.body}`);
    return knowledgeItemSchema.parse(response.json());
  };
  return {
    owner: client,
    async create(item) {
      const response = await client.post('knowledge-items', item);
      if (response.statusCode !== 201) throw new Error(`POST knowledge-items: ${response.statusCode} ${response.body}`);
      return knowledgeItemSchema.parse(response.json());
    },
    upload(bytes, filename, type = 'application/octet-stream') {
      const { payload, headers } = multipartFile(bytes, filename, type);
      return client.post('knowledge-items/upload', payload, headers);
    },
    replaceFile(id, bytes, filename) {
      const { payload, headers } = multipartFile(bytes, filename, 'application/octet-stream');
      return t.app.inject({ method: 'PUT', url: `/api/v1/knowledge-items/${id}/file`, payload, headers: { ...headers, ...sessionHeaders() } });
    },
    async addUrl(url) {
      const response = await client.post('knowledge-items/url', { url });
      if (response.statusCode !== 201) throw new Error(`POST knowledge-items/url: ${response.statusCode} ${response.body}`);
      return knowledgeItemSchema.parse(response.json());
    },
    get,
    async settled(id, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const item = await get(id);
        if (item.status !== 'processing' || Date.now() > deadline) return item;
        // Woken when this app's indexing loops run dry rather than asking every few milliseconds: on
        // PGlite each question is a query on the same thread as the indexing it waits for. The
        // pause still bounds the wait where another replica holds the item (whenIdle answers at once).
        await Promise.race([t.app.knowledge.jobs.whenIdle(), sleep(500)]);
        await sleep(25);
      }
    },
    async search(question, topK = 5) {
      const response = await client.post('knowledge-items/search-test', { question, top_k: topK });
      if (response.statusCode !== 200) throw new Error(`search-test: ${response.statusCode} ${response.body}`);
      return searchTestResponseSchema.strict().parse(response.json()).results;
    },
  };
}
