import { sql } from 'drizzle-orm';
import { rowsRead } from '#src/db/prepared-statement';
import { createTestContext, type TestContext, testDatabase } from '../helper';
import { knowledgeClient } from './knowledge-client';

// Retrieval scores postings and then fetches its best candidates' passages and items. That fetch
// must be a lookup per candidate, whatever the planner knows. Written as a plain join, it read every
// passage of the agent for every question when the planner had no statistics of the grown tables
// (right after an import; on PGlite until its own vacuum comes by): with this test's data, before
// the tables are analysed, that plan touched all 4,860 passages and 300 items; the bench's corpus
// drew the same plan from PGlite after ANALYZE too (bench retrieval-plan). The plan as run says how
// many rows of each table a question touched.

const ARTICLES = 10;
/** Each indexed article copied this many times in SQL: an agent of about 5,000 passages in a second, not minutes of indexing. */
const COPIES = 29;
const CANDIDATES = 50;

/** About 7,500 characters of short sentences that all name 料金: every passage of the agent matches the question. */
function article(n: number): string {
  return Array.from({ length: 190 }, (_, i) => `第${n}章${i}項の料金は${(n * 1000 + i) * 10}円で、手続きは窓口${i % 7}番です。`).join('');
}

/**
 * Copies the agent's published items `copies` times, passages, postings and statistics with them, as
 * if indexing had written them: what retrieval reads, at a scale the test cannot afford to index.
 */
async function copyKnowledge(t: TestContext, agentId: string, copies: number): Promise<void> {
  await t.app.database.db.transaction(async (tx) => {
    await tx.execute(sql`create temp table item_copies on commit drop as
      select gen_random_uuid() as new_id, i.id as old_id, g from knowledge_items i cross join generate_series(1, ${copies}::int) g
      where i.agent_id = ${agentId} and i.indexed_generation > 0`);
    await tx.execute(sql`insert into knowledge_items (id, owner_id, agent_id, type, title, content, status, passage_count, content_version, indexed_generation, last_generation, index_format)
      select c.new_id, i.owner_id, i.agent_id, i.type, i.title || '（' || c.g || '）', i.content, i.status, i.passage_count, i.content_version, i.indexed_generation, i.last_generation, i.index_format
      from item_copies c join knowledge_items i on i.id = c.old_id`);
    await tx.execute(sql`insert into knowledge_passages (item_id, agent_id, generation, ordinal, heading, text, normalised_text, words, token_count)
      select c.new_id, p.agent_id, p.generation, p.ordinal, p.heading, p.text, p.normalised_text, p.words, p.token_count
      from item_copies c join knowledge_items i on i.id = c.old_id join knowledge_passages p on p.item_id = i.id and p.generation = i.indexed_generation`);
    await tx.execute(sql`insert into knowledge_terms (agent_no, term, passage_id, tf, doc_len, impact)
      select t.agent_no, t.term, np.id, t.tf, t.doc_len, t.impact
      from item_copies c
      join knowledge_items i on i.id = c.old_id
      join knowledge_passages op on op.item_id = i.id and op.generation = i.indexed_generation
      join knowledge_passages np on np.item_id = c.new_id and np.ordinal = op.ordinal
      join knowledge_terms t on t.passage_id = op.id`);
    await tx.execute(sql`update knowledge_term_stats s set df = s.df * ${copies + 1}::int
      from knowledge_corpus_stats c where c.agent_id = ${agentId} and s.agent_no = c.agent_no`);
    await tx.execute(sql`update knowledge_corpus_stats set passage_count = passage_count * ${copies + 1}::int, total_length = total_length * ${copies + 1}::int
      where agent_id = ${agentId}`);
  });
}

describe(`retrieval reads its candidates' passages by key, not the agent's whole set (${testDatabase})`, () => {
  let t: TestContext;
  let agentId: string;

  beforeAll(async () => {
    // On PGlite, in a data folder rather than in memory: the SQL copies grow tables to tens of
    // megabytes, and the in-memory file system grows a file by copying it whole (an eighth of this
    // file's time went to that copying; on disk it took 36 s instead of 45 s, and half the CPU).
    t = await createTestContext({}, { persistent: true });
    const session = await t.ownerSession();
    agentId = session.owner.agentId;
    const k = knowledgeClient(t, session);
    const ids: string[] = [];
    for (let n = 1; n <= ARTICLES; n += 1) ids.push((await k.create({ type: 'article', title: `料金表 ${n}`, body: article(n) })).id);
    for (const id of ids) expect((await k.settled(id, 60_000)).status).toBe('ready');
    await copyKnowledge(t, agentId, COPIES);
    // Indexing, then the postings of about 4,900 passages copied: seconds alone, far longer beside other test workers.
  }, 300_000);
  afterAll(() => t?.close());

  const words = ['料金', '手続き', '窓口', '円', 'です', '項'];
  const request = {
    terms: words.map((term, concept) => ({ term, weight: 1, concept })),
    looked: words,
    postingsBudget: 4_000,
    postingsPerTermMin: 100,
    candidates: CANDIDATES,
    wanted: 10,
  };

  const expectKeyLookups = async () => {
    const found = await t.app.repositories.knowledgeSearch.search(agentId, request);
    // Many more passages than candidates, all of them matching: a whole-set join would show.
    expect(found?.passageCount).toBeGreaterThan(4_000);
    expect(found?.passages).toHaveLength(10);
    const plan = await t.app.repositories.knowledgeSearch.plan(agentId, request);
    expect(rowsRead(plan, 'knowledge_passages')).toBeLessThanOrEqual(CANDIDATES);
    expect(rowsRead(plan, 'knowledge_items')).toBeLessThanOrEqual(CANDIDATES);
    // The walk does see the tables: the postings it scored are read from knowledge_terms.
    expect(rowsRead(plan, 'knowledge_terms')).toBeGreaterThanOrEqual(CANDIDATES);
  };

  it('right after an import, before the tables are analysed', async () => {
    await expectKeyLookups();
  });

  it('once the tables are vacuumed and analysed', async () => {
    await t.app.database.db.execute(sql.raw('VACUUM (ANALYZE) knowledge_passages, knowledge_items, knowledge_terms, knowledge_term_stats, knowledge_corpus_stats'));
    await expectKeyLookups();
  }, 180_000);
});
