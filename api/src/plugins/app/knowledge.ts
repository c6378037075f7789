import fp from 'fastify-plugin';
import { createKnowledgeJobRunner, type KnowledgeJobRunner } from '../../domains/knowledge/indexing/job-runner';
import { retrieve, type RetrievedPassage, type RetrieveOptions } from '../../domains/knowledge/retrieval';

/** The knowledge data store's services; its repositories are app.repositories.knowledge*. */
export interface KnowledgeServices {
  /** This replica's indexing loop; routes kick it after queueing an item. */
  jobs: KnowledgeJobRunner;
  /** src/domains/knowledge/retrieval on this app's database. */
  retrieve(agentId: string, question: string, options: RetrieveOptions): Promise<RetrievedPassage[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    knowledge: KnowledgeServices;
  }
}

/** A run keeps its item this long without renewing (it renews after every batch of passages). */
const LEASE_MS = 120_000;

/**
 * Items indexed at once per replica. A run alternates CPU work here (terms) with statements the
 * server executes in a backend of its own (postings and their indexes, about three quarters of a
 * run's time), so on PostgreSQL two runs keep both busy instead of each waiting for the other. PGlite
 * executes in this process, one statement at a time: a second run there would only wait.
 */
const INDEXING_RUNS = { postgres: 2, pglite: 1 } as const;

/**
 * The knowledge data store: the retrieval module and the indexing loop, which
 * starts once the app is ready and stops (handing back the item in hand) before the database closes.
 */
export default fp(
  async (app) => {
    const { db } = app.database;
    const jobs = createKnowledgeJobRunner({
      items: app.repositories.knowledgeItems,
      index: app.repositories.knowledgeIndex,
      queue: app.repositories.knowledgeQueue,
      safeFetch: app.safeFetch,
      fetchTimeoutMs: app.config.outboundHttp.timeoutMs,
      leaseMs: LEASE_MS,
      runs: INDEXING_RUNS[app.database.driver],
      log: app.log.child({ module: 'knowledge-indexing' }),
    });
    app.decorate('knowledge', { jobs, retrieve: (agentId, question, options) => retrieve(db, agentId, question, options) });
    app.addHook('onReady', async () => jobs.start());
    app.addHook('preClose', async () => jobs.stop());
  },
  { name: 'knowledge', dependencies: ['db', 'repositories', 'safe-fetch'] },
);
