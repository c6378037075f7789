import { retrieveWithRarity } from '#src/domains/knowledge/index';
import { createTestContext, type TestContext, testDatabase } from '../../helper';
import { knowledgeClient } from '../knowledge-client';
import { conceptEmbedder } from './concept-embedder';
import { ownerWithQa as shopOwner } from './shop-qa';

const CONCEPTS = [
  ['イートイン', '店内で食べ', 'その場で食べ'],
  ['駐車', '車を停め', 'パーキング'],
  ['支払', 'カード', '払え'],
];

describe(`retrieval by meaning, fused with text ranking (${testDatabase})`, () => {
  let t: TestContext;
  const embedder = conceptEmbedder(CONCEPTS);
  beforeAll(async () => {
    t = await createTestContext({ embeddingModel: { kind: 'instance', embedder } });
  });
  afterAll(() => t?.close());

  async function ownerWithQa() {
    const owner = await shopOwner(t);
    const [eatIn, parking] = owner.items;
    if (!eatIn || !parking) throw new Error('the pairs were not made');
    return { ...owner, eatIn, parking };
  }

  it('finds a Q&A pair asked in words it does not hold, and says how alike it is', async () => {
    const { session, eatIn } = await ownerWithQa();
    const agentId = session.owner.agentId;
    if (!t.app.vectorSearch) {
      // A PostgreSQL without pgvector answers by text ranking only, and says so at start (server.ts).
      const lexical = await retrieveWithRarity(t.app.database.db, agentId, 'その場で食べられる？', { topK: 3 });
      expect(lexical.semantic).toBeUndefined();
      expect(lexical.passages.every((p) => p.similarity === undefined)).toBe(true);
      return;
    }
    const byWords = await retrieveWithRarity(t.app.database.db, agentId, 'その場で食べられる？', { topK: 3, semantic: false });
    expect(byWords.passages.map((p) => p.itemId)).not.toContain(eatIn.id);
    const fused = await retrieveWithRarity(t.app.database.db, agentId, 'その場で食べられる？', { topK: 3 });
    expect(fused.semantic?.model).toBe('test:concepts');
    expect(fused.passages[0]?.itemId).toBe(eatIn.id);
    expect(fused.passages[0]?.similarity).toBeGreaterThan(0.9);
    // The other pair is farther by meaning.
    const other = fused.passages.find((p) => p.itemId !== eatIn.id);
    if (other) expect(other.similarity ?? 0).toBeLessThan(0.5);
  });

  it("embeds a Q&A pair's question with its answer, and each other phrasing, as questions", async () => {
    const session = await t.ownerSession();
    const k = knowledgeClient(t, session);
    const before = embedder.calls.length;
    const item = await k.create({ type: 'qa', question: 'カードは使えますか', alternatives: ['電子マネーで払える？'], answer: '各種カードが使えます。' });
    expect((await k.settled(item.id)).status).toBe('ready');
    if (!t.app.vectorSearch) return expect(embedder.calls.length).toBe(before);
    await t.app.knowledge.vectors.whenIdle();
    const texts = embedder.calls.slice(before).flatMap((c) => c.texts.map((text) => ({ text, kind: c.kind })));
    expect(texts).toEqual(expect.arrayContaining([{ text: 'カードは使えますか\n各種カードが使えます。', kind: 'query' }, { text: '電子マネーで払える？', kind: 'query' }]));
  });

  it('keeps vectors per model: another owner never sees them, a re-index replaces them', async () => {
    const { session, eatIn } = await ownerWithQa();
    if (!t.app.vectorSearch) return;
    const stranger = await t.ownerSession();
    const theirs = await retrieveWithRarity(t.app.database.db, stranger.owner.agentId, 'その場で食べられる？', { topK: 3 });
    expect(theirs.passages).toEqual([]);
    const k = knowledgeClient(t, session);
    const updated = await k.owner.put(`knowledge-items/${eatIn.id}`, { type: 'qa', question: 'イートインスペースはありますか', answer: '窓際に10席ございます。' });
    expect(updated.statusCode).toBe(200);
    expect((await k.settled(eatIn.id)).status).toBe('ready');
    await t.app.knowledge.vectors.whenIdle();
    const fused = await retrieveWithRarity(t.app.database.db, session.owner.agentId, 'その場で食べられる？', { topK: 3 });
    expect(fused.passages[0]?.itemId).toBe(eatIn.id);
    expect(fused.passages[0]?.text).toContain('10席');
  });

  it('says how far the knowledge is embedded, and the search test shows both scores', async () => {
    const { session, eatIn } = await ownerWithQa();
    const k = knowledgeClient(t, session);
    const status = await k.owner.get('knowledge-items/vector-status');
    expect(status.statusCode).toBe(200);
    if (!t.app.vectorSearch) {
      expect(status.json()).toEqual({ state: 'off', model: null, answering_model: null, embedded: 0, total: 0, error: null });
      return;
    }
    expect(status.json()).toEqual({ state: 'ready', model: 'test:concepts', answering_model: 'test:concepts', embedded: 2, total: 2, error: null });
    const results = await k.search('その場で食べられる？', 3);
    expect(results[0]?.item_id).toBe(eatIn.id);
    expect(results[0]?.similarity).toBeGreaterThan(0.9);
    expect(results[0]?.score).toBe(0);
    // Another owner's status counts only its own passages.
    const stranger = await t.ownerSession();
    const theirs = await knowledgeClient(t, stranger).owner.get('knowledge-items/vector-status');
    expect(theirs.json()).toMatchObject({ embedded: 0, total: 0 });
  });

  it('refuses the status without a signed-in owner', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/knowledge-items/vector-status' });
    expect(response.statusCode).toBe(401);
  });
});
