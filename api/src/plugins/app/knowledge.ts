import fp from 'fastify-plugin';
import { WRITE_BATCH } from '../../domains/knowledge/indexing/index-item';
import { createKnowledgeJobRunner, type KnowledgeJobRunner } from '../../domains/knowledge/indexing/job-runner';
import { retrieve, type RetrievedPassage, type RetrieveOptions } from '../../domains/knowledge/retrieval';
import { type BuiltinModel, createBuiltinModel } from '../../domains/knowledge/embedding/embedding-service';
import { type AgentEmbedders, createAgentEmbedders } from '../../domains/knowledge/embedding/agent-embedders';
import { attachSemanticSearch, createSemanticSearch, type SemanticSearch } from '../../domains/knowledge/embedding/semantic-search';
import { createVectorJob, type VectorJob } from '../../domains/knowledge/embedding/vector-job';
import { createKnowledgeVectorRepository } from '../../domains/knowledge/knowledge-vector-repository';

/** The knowledge data store's services; its repositories are app.repositories.knowledge*. */
export interface KnowledgeServices {
  /** This replica's indexing loop; routes kick it after queueing an item. */
  jobs: KnowledgeJobRunner;
  /** The built-in embedding model (off unless the app was given one: EMBEDDING_MODEL on the server). */
  model: BuiltinModel;
  /** Embeds published passages without vectors, in the background (only where the database has pgvector). */
  vectors: VectorJob;
  /** Which embedder each agent uses (its provider, or the built-in model). */
  embedders: AgentEmbedders;
  /** Retrieval by meaning; null where the database has no pgvector. */
  semantic: SemanticSearch | null;
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
 * Passages a run writes per transaction. PGlite executes a statement on this thread: a batch of 100
 * passages (some 36,000 postings) held every request for 0.7 s, one of 10 for about 70 ms (issue 41).
 * PostgreSQL executes them in its own process, where larger batches cost fewer round trips.
 */
const WRITE_BATCHES = { postgres: WRITE_BATCH, pglite: 10 } as const;

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
      writeBatch: WRITE_BATCHES[app.database.driver],
      log: app.log.child({ module: 'knowledge-indexing' }),
    });
    const model = createBuiltinModel(app.vectorSearch ? app.config.embeddingModel : { kind: 'off' }, app.log.child({ module: 'embedding-model' }));
    const vectorRepository = createKnowledgeVectorRepository(db);
    const embedders = createAgentEmbedders({ db, secretBox: app.secretBox, safeFetch: app.safeFetch, builtin: model });
    const semantic = app.vectorSearch ? createSemanticSearch({ vectors: vectorRepository, embedders }) : null;
    const vectors = createVectorJob({
      vectors: vectorRepository,
      embedders,
      log: app.log.child({ module: 'knowledge-vectors' }),
      onSetsChanged: (agentIds) => semantic?.forget(agentIds),
    });
    if (semantic) attachSemanticSearch(db, semantic);
    app.decorate('knowledge', { jobs, model, vectors, embedders, semantic, retrieve: (agentId, question, options) => retrieve(db, agentId, question, options) });
    app.addHook('onReady', async () => {
      jobs.start();
      // Agents may name a provider whatever the built-in model is: the job runs wherever vectors can be stored.
      if (app.vectorSearch) vectors.start();
    });
    app.addHook('preClose', async () => {
      await vectors.stop();
      await jobs.stop();
    });
  },
  { name: 'knowledge', dependencies: ['db', 'repositories', 'safe-fetch', 'secret-box'] },
);
