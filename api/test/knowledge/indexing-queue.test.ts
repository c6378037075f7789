import { sql } from 'drizzle-orm';
import { INDEX_FORMAT } from '../../src/domains/knowledge/indexing/index-format';
import { createTestContext, type TestContext, testDatabase } from '../helper';
import { type KnowledgeClient, knowledgeClient } from './knowledge-client';

type Rows<T> = { rows: T[] };

describe(`the indexing queue lives in the database (${testDatabase})`, () => {
  let t: TestContext;
  let k: KnowledgeClient;
  let agentId: string;
  beforeAll(async () => {
    t = await createTestContext({}, { persistent: true });
    const session = await t.ownerSession();
    agentId = session.owner.agentId;
    k = knowledgeClient(t, session);
  });
  afterAll(() => t?.close());

  const execute = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => ((await t.app.database.db.execute(query)) as unknown as Rows<T>).rows;

  it('after a restart, finishes an item whose replica died mid-run, clearing what that run left behind', async () => {
    const item = await k.settled((await k.create({ type: 'qa', question: '返品の送料は？', answer: 'お客様のご負担です。', alternatives: [] })).id);
    // A replica claimed the item for a re-index, wrote half a generation, and died: its lease has lapsed.
    await execute(sql`update knowledge_items set status = 'processing', content_version = content_version + 1,
      content = jsonb_set(content, '{answer}', '"不良品の場合は当社負担です。"'), lease_owner = 'dead-replica',
      lease_until = now() - interval '1 second', last_generation = last_generation + 1 where id = ${item.id}`);
    await execute(sql`insert into knowledge_passages (item_id, agent_id, generation, ordinal, text, normalised_text, token_count)
      select id, agent_id, last_generation, 0, '書きかけ', '書きかけ', 4 from knowledge_items where id = ${item.id}`);
    await t.restart();

    const settled = await k.settled(item.id);
    expect(settled).toMatchObject({ status: 'ready', passage_count: 1, answer: '不良品の場合は当社負担です。' });
    // 完了 shows at the swap; the replaced generation is deleted right after, still inside the run.
    // The loop is idle only once that run has returned, so nothing of it is left to finish.
    await t.app.knowledge.jobs.whenIdle();
    const generations = await execute<{ generation: number }>(sql`select distinct generation from knowledge_passages where item_id = ${item.id}`);
    expect(generations.map((row) => row.generation)).toEqual([3]);
    expect((await k.search('返品の送料'))[0]?.text).toBe('不良品の場合は当社負担です。');
  });

  it('leaves an item alone while another replica holds its lease, and takes it over when the lease lapses', async () => {
    const item = await k.settled((await k.create({ type: 'article', title: '店舗', body: '渋谷店は水曜定休です。' })).id);
    await execute(sql`update knowledge_items set status = 'processing', content_version = content_version + 1,
      lease_owner = 'busy-replica', lease_until = now() + interval '1 hour' where id = ${item.id}`);
    t.app.knowledge.jobs.kick();
    await t.app.knowledge.jobs.whenIdle();
    expect(await k.get(item.id)).toMatchObject({ status: 'processing' });
    // Still answering from its last published passages meanwhile.
    expect((await k.search('渋谷店の定休日'))[0]?.item_id).toBe(item.id);

    await execute(sql`update knowledge_items set lease_until = now() - interval '1 second' where id = ${item.id}`);
    t.app.knowledge.jobs.kick();
    expect(await k.settled(item.id)).toMatchObject({ status: 'ready' });
  });

  it('indexes the latest content when the owner edits an item while it is being indexed', async () => {
    const long = (word: string) => Array.from({ length: 2500 }, (_, i) => `${i}番目の案内：${word}の受付は窓口で行います。`).join('\n');
    const created = await k.create({ type: 'article', title: '受付案内', body: long('旧受付') });
    const edited = await k.owner.put(`knowledge-items/${created.id}`, { type: 'article', title: '受付案内', body: long('新受付') });
    expect(edited.statusCode).toBe(200);
    const settled = await k.settled(created.id, 120_000);
    expect(settled.status).toBe('ready');
    const hits = await k.search('受付はどこ', 10);
    expect(hits.length).toBe(10);
    expect(hits.every((hit) => hit.text.includes('新受付'))).toBe(true);
  });

  it('gives up with a message after repeated failures that are not the source’s fault', async () => {
    const item = await k.settled((await k.create({ type: 'article', title: '壊れる記事', body: '本文です。' })).id);
    // Content no extractor knows, on the third attempt already: the next failure is the last.
    await execute(sql`update knowledge_items set status = 'processing', content_version = content_version + 1, attempts = 2,
      content = '{"type":"file","filename":"x.bin","mime":"application/x","size":1,"kind":"binary"}'::jsonb, type = 'file' where id = ${item.id}`);
    await execute(sql`insert into knowledge_item_files (item_id, bytes) values (${item.id}, '\\x00'::bytea)`);
    t.app.knowledge.jobs.kick();
    const failed = await k.settled(item.id);
    expect(failed).toMatchObject({ status: 'error', error_reason: '処理中にエラーが発生しました。時間をおいて「再インデックス」（Webページは「ページを再取得」）をお試しください', passage_count: 1 });
  });

  it('indexes again, after a restart, the items written in an older index format, answering from the old passages meanwhile', async () => {
    const item = await k.settled((await k.create({ type: 'qa', question: '駐車場はありますか', answer: '店舗横に3台分あります。', alternatives: [] })).id);
    expect(await execute<{ index_format: number }>(sql`select index_format from knowledge_items where id = ${item.id}`)).toEqual([{ index_format: INDEX_FORMAT }]);
    // As an item indexed before the format changed: its passages lack the readings (ちゅうしゃじょう).
    await execute(sql`update knowledge_items set index_format = ${INDEX_FORMAT - 1} where id = ${item.id}`);
    await execute(sql`delete from knowledge_terms where term = 'ちゅうしゃじょう' and passage_id in (select id from knowledge_passages where item_id = ${item.id})`);
    await execute(sql`update knowledge_term_stats set df = df - 1 where agent_no = (select agent_no from knowledge_corpus_stats where agent_id = ${agentId}) and term = 'ちゅうしゃじょう'`);
    await execute(sql`delete from knowledge_term_stats where agent_no = (select agent_no from knowledge_corpus_stats where agent_id = ${agentId}) and df = 0`);
    const before = (await execute<{ indexed_generation: number }>(sql`select indexed_generation from knowledge_items where id = ${item.id}`))[0]?.indexed_generation;
    expect((await k.search('駐車場'))[0]?.item_id).toBe(item.id);

    await t.restart();
    // The runner puts older formats back in the queue before its loops start, without holding up the
    // app's start: reading the item before that would see the old 'ready'. Idle comes after both.
    await t.app.knowledge.jobs.whenIdle();
    const settled = await k.settled(item.id);
    expect(settled.status).toBe('ready');
    const [after] = await execute<{ index_format: number; indexed_generation: number }>(sql`select index_format, indexed_generation from knowledge_items where id = ${item.id}`);
    expect(after?.index_format).toBe(INDEX_FORMAT);
    expect(after?.indexed_generation).toBeGreaterThan(before ?? 0);
    expect((await k.search('ちゅうしゃじょう'))[0]?.item_id).toBe(item.id);
  });

  it('indexes items queued together (two at once on PostgreSQL) and is idle only once every one is published', async () => {
    const article = (n: number) => Array.from({ length: 60 }, (_, i) => `${n}号店の案内${i}：営業時間は午前${(i % 12) + 1}時からです。`).join('\n');
    const created = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => k.create({ type: 'article', title: `${n}号店`, body: article(n) })));
    await t.app.knowledge.jobs.whenIdle();
    const items = await Promise.all(created.map((item) => k.get(item.id)));
    expect(items.map((item) => item.status)).toEqual(created.map(() => 'ready'));
    expect(items.every((item) => item.passage_count > 1)).toBe(true);
    expect((await k.search('3号店の営業時間'))[0]?.item_id).toBe(created[2]?.id);
  });

  it('keeps every document frequency and the corpus totals equal to the published passages', async () => {
    const [corpus] = await execute<{ counted: number; live: number; counted_length: number; live_length: number }>(sql`select
        s.passage_count as counted, s.total_length::float8 as counted_length,
        (select count(*)::int from knowledge_passages p join knowledge_items i on i.id = p.item_id and p.generation = i.indexed_generation where i.agent_id = ${agentId}) as live,
        (select coalesce(sum(p.token_count), 0)::float8 from knowledge_passages p join knowledge_items i on i.id = p.item_id and p.generation = i.indexed_generation where i.agent_id = ${agentId}) as live_length
      from knowledge_corpus_stats s where s.agent_id = ${agentId}`);
    expect(corpus?.counted).toBe(corpus?.live);
    expect(corpus?.counted_length).toBe(corpus?.live_length);
    const mismatches = await execute<{ term: string }>(sql`
      with live as (
        select t.term, count(*)::int as df from knowledge_terms t
        join knowledge_passages p on p.id = t.passage_id join knowledge_items i on i.id = p.item_id and p.generation = i.indexed_generation
        where i.agent_id = ${agentId} group by t.term
      )
      select coalesce(live.term, s.term) as term from live
      full join (select term, df from knowledge_term_stats where agent_no = (select agent_no from knowledge_corpus_stats where agent_id = ${agentId})) s on s.term = live.term
      where live.df is distinct from s.df`);
    expect(mismatches).toEqual([]);
  });
});
