import { sql } from 'drizzle-orm';
import { chooseSet } from '#src/domains/knowledge/embedding/semantic-search';
import { createKnowledgeVectorRepository, EXACT_SCAN_MAX } from '#src/domains/knowledge/knowledge-vector-repository';
import { retrieveWithRarity } from '#src/domains/knowledge/index';
import type { Embedder } from '#src/domains/knowledge/retrieval/embedder';
import { createTestContext, type TestContext, testDatabase } from '../../helper';
import { conceptEmbedder } from './concept-embedder';
import { EAT_IN, ownerWithQa } from './shop-qa';

const named = (model: string): Embedder => ({ model, dimensions: 3, embed: async () => [] });

describe('which set of vectors answers while a new model is written', () => {
  const sets = (...s: [string, boolean][]) => s.map(([model, ready]) => ({ model, dimensions: 3, ready, vectors: 10 }));
  it("is the configured model's once complete", () => {
    expect(chooseSet(named('new'), sets(['new', true], ['old', true]), () => true)).toBe('new');
  });
  it('is the last complete one, while the configured is being written and the old model is still here', () => {
    expect(chooseSet(named('new'), sets(['old', true], ['new', false]), () => true)).toBe('old');
    expect(chooseSet(named('new'), sets(['old', true], ['new', false]), () => false)).toBe('new');
  });
  it('is none before any vector is written, and never a model the app no longer has', () => {
    expect(chooseSet(named('new'), [], () => true)).toBeNull();
    expect(chooseSet(null, sets(['old', true]), () => false)).toBeNull();
  });
});

describe(`a set of vectors is completed, then the agent's other sets go (${testDatabase})`, () => {
  let t: TestContext;
  const embedder = conceptEmbedder([['イートイン', '店内で食べ', 'その場で食べ'], ['駐車', 'パーキング']]);
  beforeAll(async () => {
    t = await createTestContext({ embeddingModel: { kind: 'instance', embedder } });
  });
  afterAll(() => t?.close());

  it('keeps the complete set answering until the new one covers every passage', async () => {
    if (!t.app.vectorSearch) return expect(t.app.knowledge.semantic).toBeNull();
    const {
      agentId,
      items: [item],
    } = await ownerWithQa(t, [EAT_IN]);
    if (!item) throw new Error('no item');
    await t.app.knowledge.vectors.whenIdle();
    const repo = createKnowledgeVectorRepository(t.app.database.db);
    expect(await repo.sets(agentId)).toEqual([{ model: 'test:concepts', dimensions: 3, ready: true, vectors: 1 }]);
    // The set's dimension has its HNSW index, which the nearest-passages query can use.
    const indexes = await t.app.database.db.execute(sql`select indexname from pg_indexes where tablename = 'knowledge_passage_vectors' and indexname = 'knowledge_passage_vectors_hnsw_3'`);
    expect((indexes as unknown as { rows: unknown[] }).rows).toHaveLength(1);

    // Another model's set begun, with no vector yet: the complete set keeps answering.
    await repo.begin('test:other', 3, new Map([[agentId, 0]]));
    expect(await repo.completeSets('test:other', [agentId])).toEqual([]);
    const during = await retrieveWithRarity(t.app.database.db, agentId, 'その場で食べられる？', { topK: 3 });
    expect(during.semantic?.model).toBe('test:concepts');
    expect(during.passages[0]?.itemId).toBe(item.id);

    // Once every published passage has a vector of it, it is complete and the old set is dropped.
    const [passage] = await repo.unembedded('test:other', 10, agentId);
    if (!passage) throw new Error('no passage without a vector of the new model');
    await repo.insert('test:other', [{ passageId: passage.passageId, agentId, part: 0, vector: new Float32Array([1, 0, 0]) }]);
    expect(await repo.completeSets('test:other', [agentId])).toEqual([agentId]);
    expect(await repo.sets(agentId)).toEqual([{ model: 'test:other', dimensions: 3, ready: true, vectors: 1 }]);
    expect(await repo.models(agentId)).toEqual([{ model: 'test:other', vectors: 1 }]);
  });

  it('reads a large set through the HNSW index and a small one exactly, with the same nearest passages', async () => {
    if (!t.app.vectorSearch) return;
    const {
      agentId,
      items: [item],
    } = await ownerWithQa(t, [EAT_IN]);
    if (!item) throw new Error('no item');
    const repo = createKnowledgeVectorRepository(t.app.database.db);
    const [question] = await embedder.embed(['その場で食べられる？'], 'query');
    if (!question) throw new Error('no vector');
    const exact = await repo.nearest(agentId, 'test:concepts', question, 5, 1);
    const approximate = await repo.nearest(agentId, 'test:concepts', question, 5, EXACT_SCAN_MAX + 1);
    expect(exact).toHaveLength(1);
    expect((await repo.passages(agentId, exact.map((p) => p.passageId)))[0]?.itemId).toBe(item.id);
    expect(approximate).toEqual(exact);
  });
});
