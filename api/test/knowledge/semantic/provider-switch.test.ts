import { DETAIL_AI_SETTINGS_DEFAULTS, type DetailAiSettingsRequest, vectorStatusSchema } from 'shared-contracts';
import { createKnowledgeVectorRepository } from '#src/domains/knowledge/knowledge-vector-repository';
import { retrieveWithRarity } from '#src/domains/knowledge/index';
import { SEMANTIC_BUDGET_MS } from '#src/domains/knowledge/retrieval/retrieve';
import { type FakeEmbeddingsServer, startFakeEmbeddingsServer } from '../../fakes/embeddings-server';
import { createTestContext, type TestContext, testDatabase } from '../../helper';
import { conceptEmbedder } from './concept-embedder';
import { EAT_IN, ownerWithQa } from './shop-qa';

/**
 * An owner switches from the built-in model to an OpenAI-compatible provider (a local fake that
 * speaks /v1/embeddings): the provider's set is written in the background while the built-in set
 * answers, then it answers alone.
 */
describe(`a change of embedding model (${testDatabase})`, () => {
  let t: TestContext;
  let provider: FakeEmbeddingsServer;
  beforeAll(async () => {
    provider = await startFakeEmbeddingsServer();
    t = await createTestContext({ embeddingModel: { kind: 'instance', embedder: conceptEmbedder([['イートイン', 'その場で食べ'], ['駐車', 'パーキング']]) }, allowPrivateNetworkTargets: true });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  it('keeps answering from the built-in set until the provider has embedded every passage', async () => {
    const { agentId, k } = await ownerWithQa(t);
    const status = async () => vectorStatusSchema.parse((await k.owner.get('knowledge-items/vector-status')).json());
    if (!t.app.vectorSearch) return expect((await status()).state).toBe('off');
    expect(await status()).toMatchObject({ state: 'ready', model: 'test:concepts', embedded: 2, total: 2 });

    // The provider answers nothing for now: its set cannot be written, and the built-in one answers.
    provider.behave({ kind: 'embed' });
    const settings: DetailAiSettingsRequest = { ...DETAIL_AI_SETTINGS_DEFAULTS, embedding: { type: 'openai_compatible', base_url: provider.baseUrl, model: 'text-embedding-3-small' } };
    expect((await k.owner.put('detail-ai-settings', settings)).statusCode).toBe(200);
    provider.behave({ kind: 'reply', status: 503, body: '{"error":{"message":"overloaded"}}' });
    await t.app.knowledge.vectors.whenIdle();
    const failing = await status();
    expect(failing).toMatchObject({ state: 'error', model: 'text-embedding-3-small', answering_model: 'test:concepts', embedded: 0, total: 2 });
    expect(failing.error).toMatch(/[ぁ-ん]/);
    const meanwhile = await retrieveWithRarity(t.app.database.db, agentId, 'その場で食べられる？', { topK: 3 });
    expect(meanwhile.semantic?.model).toBe('test:concepts');
    expect(meanwhile.passages[0]?.qa?.question).toBe(EAT_IN.question);

    // The provider is back: the job retries it, the set completes, and the built-in vectors go.
    provider.behave({ kind: 'embed' });
    const repo = createKnowledgeVectorRepository(t.app.database.db);
    for (let i = 0; i < 40 && (await status()).state !== 'ready'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      t.app.knowledge.vectors.kick();
      await t.app.knowledge.vectors.whenIdle();
    }
    expect(await status()).toMatchObject({ state: 'ready', model: 'text-embedding-3-small', answering_model: 'text-embedding-3-small', embedded: 2, total: 2, error: null });
    const models = await repo.models(agentId);
    expect(models.map((m) => m.model)).toEqual([`openai:${provider.baseUrl}#text-embedding-3-small@8`]);
    const after = await retrieveWithRarity(t.app.database.db, agentId, EAT_IN.question, { topK: 3 });
    expect(after.semantic?.model).toBe(`openai:${provider.baseUrl}#text-embedding-3-small@8`);
    // The provider was asked with the Q&A pairs' texts and, at answer time, with the question.
    const inputs = provider.requests.flatMap((r) => (Array.isArray(r.body.input) ? r.body.input : [r.body.input ?? '']));
    expect(inputs).toEqual(expect.arrayContaining([`${EAT_IN.question}\n${EAT_IN.answer}`, EAT_IN.question]));

    // A provider that stops answering costs a question the budget, not the provider's 30 s time-out:
    // it is answered by words (the bound is loose on purpose: it tells the two apart, it times nothing).
    provider.behave({ kind: 'silent' });
    const started = performance.now();
    const byWords = await retrieveWithRarity(t.app.database.db, agentId, '駐車場はありますか？', { topK: 3 });
    expect(performance.now() - started).toBeLessThan(SEMANTIC_BUDGET_MS * 10);
    expect(byWords.semantic).toBeUndefined();
    expect(byWords.passages[0]?.qa?.question).toBe('駐車場はありますか');
  });
});
