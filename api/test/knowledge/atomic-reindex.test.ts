import { sql } from 'drizzle-orm';
import { appWithOwner } from '../chatsettings/owner-client';
import { testDatabase } from '../helper';
import { knowledgeClient } from './knowledge-client';

/** A long article: every paragraph states the price, so each of its hundreds of passages answers the question. */
function priceArticle(version: string): string {
  return Array.from(
    { length: 4000 },
    (_, i) => `${version}の料金表${i + 1}番：スタンダードプランの月額料金は${version}価格で980円です。`,
  ).join('\n');
}

describe(`re-indexing swaps passages atomically (${testDatabase})`, () => {
  const { t, ownerSession } = appWithOwner();
  const k = knowledgeClient(t, ownerSession);

  it('answers a question asked during the change from the old passages or the new, never from none or a mix', async () => {
    const created = await k.create({ type: 'article', title: '料金表', body: priceArticle('旧') });
    const first = await k.settled(created.id, 120_000);
    expect(first.status).toBe('ready');
    expect(first.passage_count).toBeGreaterThanOrEqual(400);
    // The first question loads the synonym dictionary; it is asked before the change so that the
    // questions during the change are as quick as any.
    expect((await k.search('スタンダードプランの月額料金はいくら？', 10)).length).toBe(10);

    const edited = await k.owner.put(`knowledge-items/${created.id}`, { type: 'article', title: '料金表', body: priceArticle('新') });
    expect(edited.statusCode).toBe(200);

    let searches = 0;
    let duringProcessing = 0;
    const generationsSeen = new Set<string>();
    const sequence: string[] = [];
    for (;;) {
      // The status is read before the question, never beside it: a question whose snapshot predates
      // the swap may rightly answer from 旧 while a status read a moment later already says ready.
      // Read in this order, a ready status means the swap committed before the question was asked.
      const item = await k.get(created.id);
      const hits = await k.search('スタンダードプランの月額料金はいくら？', 10);
      searches += 1;
      if (item.status === 'processing') duringProcessing += 1;
      expect(hits.length).toBe(10);
      expect(hits.every((hit) => hit.item_id === created.id)).toBe(true);
      const versions = new Set(hits.map((hit) => (hit.text.includes('旧価格') ? '旧' : hit.text.includes('新価格') ? '新' : '?')));
      expect(versions.size).toBe(1);
      const [version] = versions;
      expect(version).not.toBe('?');
      generationsSeen.add(version ?? '?');
      sequence.push(version ?? '?');
      if (item.status !== 'processing') {
        expect(version).toBe('新');
        break;
      }
    }
    process.stdout.write(`atomic re-index (${testDatabase}): ${searches} questions, ${duringProcessing} while 処理中, answered from ${[...generationsSeen].join(' and ')}\n`);
    expect(duringProcessing).toBeGreaterThan(0);
    expect([...generationsSeen].sort()).toEqual(generationsSeen.size === 2 ? ['新', '旧'] : ['新']);
    // Once a question saw 新, none after it went back to 旧.
    expect(sequence.slice(sequence.indexOf('新'))).not.toContain('旧');
    expect(searches).toBeGreaterThan(1);

    const settled = await k.get(created.id);
    expect(settled.status).toBe('ready');
    expect((await k.search('旧価格', 10)).some((hit) => hit.text.includes('旧価格'))).toBe(false);

    // The statistics count exactly the published passages at once (one transaction with the swap);
    // the replaced generation, which nothing reads, is deleted right after in batches (removeGeneration:
    // no long transaction for a large item), still inside the run: once the indexing loop is idle,
    // only the published passages are stored.
    const counts = async () =>
      (
        (await t.app.database.db.execute(sql`select
        (select count(*)::int from knowledge_passages where item_id = ${created.id}) as stored,
        (select passage_count from knowledge_items where id = ${created.id}) as published,
        (select passage_count from knowledge_corpus_stats where agent_id = (select agent_id from knowledge_items where id = ${created.id})) as counted`)) as unknown as {
          rows: { stored: number; published: number; counted: number }[];
        }
      ).rows[0];
    expect(await counts()).toMatchObject({ published: settled.passage_count, counted: settled.passage_count });
    await t.app.knowledge.jobs.whenIdle();
    expect(await counts()).toEqual({ stored: settled.passage_count, published: settled.passage_count, counted: settled.passage_count });
  });
});
