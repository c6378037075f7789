import { sql } from 'drizzle-orm';
import { qaPassages } from '#src/domains/knowledge/indexing/build-passages';
import { impact, impactSql } from '#src/domains/knowledge/retrieval/bm25';
import { queryRows } from '#src/db/query-rows';
import { createTestContext, type TestContext, testDatabase } from '../helper';
import { knowledgeClient } from './knowledge-client';

// The server computes each posting's impact (and joins in its passage's id and length) as it
// stores the postings: what it stores must be what the ranking's own impact() gives, to the bit
// of a float4, or postings would be read in another order than the one BM25 ranks by.
describe(`postings as the server stores them (${testDatabase})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t?.close());

  it("impactSql gives Math.fround(impact()) for every frequency and length indexing writes", async () => {
    const pairs: Array<[number, number]> = [];
    for (const tf of [1, 2, 3, 4, 5, 6, 7, 8, 10, 13, 17, 32, 100, 1000, 32_767]) {
      for (let docLen = 1; docLen <= 5_000; docLen += docLen < 600 ? 1 : 37) pairs.push([tf, docLen]);
    }
    const rows = await queryRows<{ tf: number; doc_len: number; impact: number }>(
      t.app.database.db,
      sql`select p.tf, p.doc_len, ${impactSql(sql`p.tf`, sql`p.doc_len`)} as impact
          from unnest(${`{${pairs.map(([tf]) => tf).join(',')}}`}::smallint[], ${`{${pairs.map(([, len]) => len).join(',')}}`}::int[]) as p(tf, doc_len)`,
    );
    expect(rows).toHaveLength(pairs.length);
    // A real arrives as its shortest decimal: Math.fround gives back the float4 it names.
    const different = rows.filter((row) => Math.fround(row.impact) !== Math.fround(impact(row.tf, row.doc_len)));
    expect(different).toEqual([]);
  });

  it("are each passage's terms with its own id, length, frequency and impact", async () => {
    const session = await t.ownerSession();
    const k = knowledgeClient(t, session);
    const content = {
      type: 'qa' as const,
      question: '駐車場はありますか',
      alternatives: ['車で行っても大丈夫？'],
      // Long enough for several passages, so a posting joined to the wrong passage would show.
      answer: Array.from({ length: 30 }, (_, i) => `店舗の裏に${i + 3}台分の駐車場があります。満車の際は近くのコインパーキング「第${i + 1}駐車場」をご利用ください。`).join(''),
    };
    const item = await k.create(content);
    expect((await k.settled(item.id)).status).toBe('ready');
    const expected = qaPassages({ ...content, emotion: null }).build(0, Number.MAX_SAFE_INTEGER);
    expect(expected.length).toBeGreaterThan(4);

    const stored = await queryRows<{ ordinal: number; term: string; tf: number; doc_len: number; impact: number }>(
      t.app.database.db,
      sql`select p.ordinal, t.term, t.tf, t.doc_len, t.impact from knowledge_passages p join knowledge_terms t on t.passage_id = p.id
          where p.item_id = ${item.id} order by p.ordinal, t.term`,
    );
    const want = expected.flatMap((passage, ordinal) =>
      [...passage.terms].map(([term, count]) => {
        const tf = Math.round(count);
        return { ordinal, term, tf, doc_len: passage.tokenCount, impact: Math.fround(impact(tf, passage.tokenCount)) };
      }),
    );
    const byKey = (a: { ordinal: number; term: string }, b: { ordinal: number; term: string }) => a.ordinal - b.ordinal || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0);
    expect(stored.map((row) => ({ ...row, impact: Math.fround(row.impact) })).sort(byKey)).toEqual(want.sort(byKey));
  });
});
