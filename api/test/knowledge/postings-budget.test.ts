import { createTestContext, type TestContext, testDatabase } from '../helper';
import { knowledgeClient } from './knowledge-client';

// Retrieval's one statement (knowledge-search-repository.ts) shares the postings budget itself:
// rarest term first, each its whole list while its even share of what is left allows, never fewer
// than the minimum, each term's postings read best impact first. Asked with small numbers, which
// passages come back shows how many postings each term read.
describe(`the postings budget, shared in the statement (${testDatabase})`, () => {
  let t: TestContext;
  let agentId: string;
  /** The Q&A question of each passage retrieval finds, by how often its answer says りんご. */
  const appleCounts = [1, 2, 3, 4, 5];

  beforeAll(async () => {
    t = await createTestContext();
    const session = await t.ownerSession();
    agentId = session.owner.agentId;
    const k = knowledgeClient(t, session);
    // Same length, more りんご: a higher impact, read earlier.
    const items = [
      ...appleCounts.map((count) => ({ question: `質問${count}`, answer: `${'りんご'.repeat(count)}${'です'.repeat(6 - count)}` })),
      { question: '質問9', answer: 'みかんですです' },
    ];
    for (const item of items) {
      const created = await k.create({ type: 'qa', ...item });
      expect((await k.settled(created.id)).status).toBe('ready');
    }
  });
  afterAll(() => t?.close());

  const questionsFound = async (postingsBudget: number, postingsPerTermMin: number) => {
    const found = await t.app.repositories.knowledgeSearch.search(agentId, {
      terms: [
        { term: 'りんご', weight: 1, concept: 0 },
        { term: 'みかん', weight: 1, concept: 1 },
      ],
      looked: ['りんご', 'みかん', 'ぶどう'],
      postingsBudget,
      postingsPerTermMin,
      candidates: 50,
      wanted: 50,
    });
    return { found, questions: (found?.passages ?? []).map((p) => p.heading).sort() };
  };

  it('reads every posting when the budget allows, and answers the document frequencies it looked up', async () => {
    const { found, questions } = await questionsFound(Number.POSITIVE_INFINITY, 1);
    expect(questions).toEqual(['質問1', '質問2', '質問3', '質問4', '質問5', '質問9']);
    expect(found?.passageCount).toBe(6);
    // ぶどう is in no passage: absent, not 0.
    expect(Object.fromEntries(found?.documentFrequencies ?? [])).toEqual({ りんご: 5, みかん: 1 });
    // Best first: the rare term weighs most (IDF), then the most りんご.
    expect(found?.passages.slice(0, 2).map((p) => p.heading)).toEqual(['質問9', '質問5']);
  });

  it('gives the rarest term its whole list first and the common one what is left, best impact first', async () => {
    // Budget 3: みかん (1 posting) takes its 1, りんご the 2 left: its two of highest impact.
    expect((await questionsFound(3, 1)).questions).toEqual(['質問4', '質問5', '質問9']);
    // Budget 2: みかん its share of 1 (2 / 2 terms), りんご the 1 left.
    expect((await questionsFound(2, 1)).questions).toEqual(['質問5', '質問9']);
  });

  it('never reads fewer than the minimum of a term, whatever the budget', async () => {
    expect((await questionsFound(0, 3)).questions).toEqual(['質問3', '質問4', '質問5', '質問9']);
  });
});
