import { passageWords, questionWords, textWords } from '#src/domains/agent/steps/relevance';
import { documentPassages, qaPassages } from '#src/domains/knowledge/indexing/build-passages';
import { extractPlainText } from '#src/domains/knowledge/extract/extract-plain-text';
import { defaultSynonyms, type RetrievedPassage, retrieve, retrieveWithRarity } from '#src/domains/knowledge/index';
import { scoreBuiltin } from '#src/domains/agent/steps/builtin-responder';
import { createTestContext, type TestContext, testDatabase } from '../helper';
import { knowledgeClient } from './knowledge-client';

/** The responder's own reading of a passage, as it reads one indexed before the words were kept. */
const analysed = (title: string, heading: string, text: string) => textWords(`${title}\n${heading}\n${text}`);
const sorted = (set: ReadonlySet<string>) => [...set].sort();

describe('the words indexing keeps for the built-in responder', () => {
  it("are a document passage's words: with the title, the same as analysing the passage at question time", () => {
    const title = 'ご利用案内（ﾃｲｸｱｳﾄ・取り置き）';
    const body = '# 料金\n年間プランは月額980円です。とりおきは前日までにお電話ください。\n\n# 駐車場\n車椅子でも停められる駐車場が３台分あります。';
    const plan = documentPassages(title, extractPlainText(body));
    expect(plan.length).toBeGreaterThan(0);
    for (const passage of plan.build(0, plan.length)) {
      const kept = passageWords(passage.words, title);
      const own = analysed(title, passage.heading, passage.text);
      expect(sorted(kept.words)).toEqual(sorted(own.words));
      expect(sorted(kept.bigrams)).toEqual(sorted(own.bigrams));
    }
  });

  it("are a Q&A passage's question and answer words, not its alternatives'", () => {
    const content = { type: 'qa' as const, question: '取り置きはできますか？', alternatives: ['予約して受け取りたい'], answer: 'はい、前日の17時までにお電話ください。', emotion: null };
    const [passage] = qaPassages(content).build(0, 1);
    if (!passage) throw new Error('no passage');
    const own = analysed(content.question, passage.heading, passage.text);
    expect(sorted(passageWords(passage.words, content.question).words)).toEqual(sorted(own.words));
    expect(passage.words).toContain('取り置き');
    expect(passage.words).toContain('とりおき');
    expect(passage.words).not.toContain('予約');
  });

  it('give the responder the scores it gets by analysing the passages itself', async () => {
    const title = '駐車場のご案内';
    const plan = documentPassages(title, extractPlainText('店舗の裏に駐車場が3台分あります。満車の際は近くのコインパーキングをご利用ください。'));
    const built = plan.build(0, plan.length);
    const asRetrieved = (withWords: boolean): RetrievedPassage[] =>
      built.map((p, i) => ({ passageId: `p${i}`, itemId: 'i', itemTitle: title, itemType: 'article', heading: p.heading, text: p.text, score: 1, ...(withWords ? { words: p.words } : {}) }));
    const ask = (passages: RetrievedPassage[]) => scoreBuiltin({ question: 'ちゅうしゃじょうは何台とめられますか', passages, qaContents: async () => new Map() });
    const kept = await ask(asRetrieved(true));
    const own = await ask(asRetrieved(false));
    expect(kept?.document?.covered).toBeGreaterThan(0);
    expect(kept?.document?.covered).toBe(own?.document?.covered);
    expect(kept?.document?.passage.passageId).toBe(own?.document?.passage.passageId);
  });
});

describe(`retrieval hands the kept words over (${testDatabase})`, () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t?.close());

  /** A Q&A item of a fresh owner, indexed, and retrieval's answer to `question` about it. */
  async function retrievedFor(qa: { question: string; answer: string }, question: string) {
    const session = await t.ownerSession();
    const k = knowledgeClient(t, session);
    const item = await k.create({ type: 'qa', ...qa });
    expect((await k.settled(item.id)).status).toBe('ready');
    return { item, retrieved: await retrieveWithRarity(t.app.database.db, session.owner.agentId, question, { topK: 3 }) };
  }

  /** The responder's most alike Q&A pair, reading the question with what the passages hold (`read`) and without (`unread`). */
  async function readAndUnread(question: string, retrieved: Awaited<ReturnType<typeof retrieveWithRarity>>) {
    const score = (holds?: (term: string) => boolean) =>
      scoreBuiltin({ question, passages: retrieved.passages, qaContents: async () => new Map(), rarity: retrieved.rarity, ...(holds ? { holds } : {}) });
    const [read] = (await score(retrieved.holds))?.qa ?? [];
    const [unread] = (await score())?.qa ?? [];
    return { read, unread };
  }

  it('with every passage of an item indexed now', async () => {
    const session = await t.ownerSession();
    const k = knowledgeClient(t, session);
    const item = await k.create({ type: 'qa', question: '駐車場はありますか', answer: '店舗の裏に3台分あります。' });
    expect((await k.settled(item.id)).status).toBe('ready');
    const [passage] = await retrieve(t.app.database.db, session.owner.agentId, 'ちゅうしゃじょう', { topK: 3 });
    expect(passage?.itemId).toBe(item.id);
    expect(passage?.words).toEqual(expect.arrayContaining(['駐車場', 'ちゅうしゃじょう', '店舗', '裏']));
  });

  it('with which of the question’s terms the passages hold, so the responder reads the owner’s words a question spells in kana', async () => {
    const question = 'でんちすてたい';
    const { item, retrieved } = await retrievedFor({ question: '電池はどうやって捨てればいいですか', answer: '有害ごみとして、月に一度の回収日に出してください。' }, question);
    expect(retrieved.passages[0]?.itemId).toBe(item.id);
    // Looked up and held (電池's reading); looked up and not held; not a term of this question.
    expect(retrieved.holds('でんち')).toBe(true);
    expect(retrieved.holds('ちすて')).toBe(false);
    expect(retrieved.holds('有害')).toBe(false);
    const { read, unread } = await readAndUnread(question, retrieved);
    expect(read?.passage.itemId).toBe(item.id);
    expect(read?.likeness).toBeGreaterThan(unread?.likeness ?? 0);
  });

  it('with the synonyms of a kana word the analyser splits, so the responder reads はんこ when the passages hold only 印鑑', async () => {
    // IPADIC reads はんこ as はん + こ; the synonym dictionary knows はんこ (判子, 印鑑).
    const question = 'はんこ登録したい';
    const { item, retrieved } = await retrievedFor({ question: '印鑑登録をしたい', answer: '市民課の窓口で、登録する印鑑と本人確認書類をお持ちください。' }, question);
    expect(retrieved.passages[0]?.itemId).toBe(item.id);
    expect(retrieved.holds('印鑑')).toBe(true);
    expect(retrieved.holds('はんこ')).toBe(false);
    const words = questionWords(question, retrieved.rarity, defaultSynonyms(), retrieved.holds);
    expect(words.find((w) => w.word === 'はんこ')?.synonyms).toContain('印鑑');
    const { read, unread } = await readAndUnread(question, retrieved);
    expect(read?.passage.itemId).toBe(item.id);
    expect(read?.likeness).toBeGreaterThan(unread?.likeness ?? 0);
    expect(read?.likeness).toBeGreaterThanOrEqual(0.5);
  });

  it("with a Q&A item's content as the owner saved it (none for an article), so the responder looks nothing up", async () => {
    const session = await t.ownerSession();
    const k = knowledgeClient(t, session);
    const qa = await k.create({ type: 'qa', question: '取り置きはできますか', answer: '前日の17時までにお電話ください。', alternatives: ['予約できる？'], emotion: 'joy' });
    const article = await k.create({ type: 'article', title: '取り置きについて', body: '取り置きは3日間までお預かりします。' });
    expect((await k.settled(qa.id)).status).toBe('ready');
    expect((await k.settled(article.id)).status).toBe('ready');
    const passages = await retrieve(t.app.database.db, session.owner.agentId, '取り置き', { topK: 5 });
    const byItem = new Map(passages.map((p) => [p.itemId, p]));
    expect(byItem.get(qa.id)?.qa).toEqual({ type: 'qa', question: '取り置きはできますか', answer: '前日の17時までにお電話ください。', alternatives: ['予約できる？'], emotion: 'joy' });
    expect(byItem.get(article.id)?.qa).toBeNull();

    const lookedUp: string[][] = [];
    const scores = await scoreBuiltin({
      question: '取り置きできますか',
      passages,
      qaContents: async (ids) => {
        lookedUp.push([...ids]);
        return new Map();
      },
    });
    expect(lookedUp).toEqual([]);
    expect(scores?.qa.map((s) => s.passage.itemId)).toEqual([qa.id]);
    expect(scores?.qa[0]?.content.answer).toBe('前日の17時までにお電話ください。');
  });
});
