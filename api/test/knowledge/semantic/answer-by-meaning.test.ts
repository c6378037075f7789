import { getMessageTrace, runTurn, startOrResumeConversation, type TurnEvent } from '#src/domains/agent/index';
import { createTestContext, type TestContext, testDatabase } from '../../helper';
import { conceptEmbedder } from './concept-embedder';
import { EAT_IN, ownerWithQa } from './shop-qa';

/** A visitor's turn through the whole runtime, with retrieval by meaning: the sure answer, and the trace that says how alike it was. */
describe(`a turn answered by meaning (${testDatabase})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ embeddingModel: { kind: 'instance', embedder: conceptEmbedder([['イートイン', 'その場で食べ'], ['駐車', 'パーキング', '停め']]) } });
  });
  afterAll(() => t?.close());

  it("answers a question in other words with the pair's answer, and the trace shows both scores", async () => {
    const { agentId } = await ownerWithQa(t);

    const started = await startOrResumeConversation(t.app.database.db, { agentId, origin: 'https://shop.example.com', preview: false });
    const events: TurnEvent[] = [];
    const deps = { db: t.app.database.db, publicApiUrl: t.app.config.publicApiUrl, secretBox: t.app.secretBox };
    for await (const event of runTurn(deps, { agentId, conversationId: started.conversation.id, visitorId: started.visitorId, text: 'その場で食べられる？' })) events.push(event);
    const last = events.at(-1);
    if (last?.type !== 'done') throw new Error(`no done event: ${JSON.stringify(events)}`);
    const trace = await getMessageTrace(t.app.database.db, agentId, last.message.id);
    if (!t.app.vectorSearch) {
      // Words only: the question shares no word with either pair.
      expect(trace?.engine).not.toBe('knowledge_qa');
      return;
    }
    expect(last.message.text).toBe(EAT_IN.answer);
    expect(trace?.engine).toBe('knowledge_qa');
    const [first] = trace?.passages ?? [];
    expect(first?.title).toBe(EAT_IN.question);
    expect(first?.similarity).toBeGreaterThan(0.9);
    expect(first?.score).toBe(0);
  });
});
