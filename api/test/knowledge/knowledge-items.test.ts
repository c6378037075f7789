import { type KnowledgeItem, knowledgeItemListResponseSchema, knowledgeItemSchema } from 'shared-contracts';
import { type OwnerClient, refusal } from '../chatsettings/owner-client';
import { createTestContext, type TestContext, testDatabase } from '../helper';
import { makePdf } from './fixtures/make-pdf';
import { type KnowledgeClient, knowledgeClient } from './knowledge-client';

describe(`knowledge items: list, edit, delete, re-index, isolation (${testDatabase})`, () => {
  let t: TestContext;
  let owner: OwnerClient;
  let k: KnowledgeClient;
  let otherK: KnowledgeClient;
  beforeAll(async () => {
    t = await createTestContext();
    k = knowledgeClient(t, await t.ownerSession());
    otherK = knowledgeClient(t, await t.ownerSession());
    owner = k.owner;
  });
  afterAll(() => t?.close());

  const list = async (client: OwnerClient, query: Record<string, string> = {}) => {
    const response = await client.get('knowledge-items', query);
    expect(response.statusCode).toBe(200);
    return knowledgeItemListResponseSchema.strict().parse(response.json());
  };

  describe('validation, with the messages the form shows', () => {
    it.each([
      ['an article without a title', { type: 'article', title: ' ', body: '本文' }, 'title', 'タイトルを入力してください'],
      ['a title of 201 characters', { type: 'article', title: 'あ'.repeat(201), body: '本文' }, 'title', 'タイトルは200文字以内で入力してください'],
      ['a title with a line break', { type: 'article', title: '料金\n表', body: '本文' }, 'title', 'タイトルに改行は入れられません'],
      ['an empty body', { type: 'article', title: '料金', body: '' }, 'body', '本文を入力してください'],
      ['a body of 200,001 characters', { type: 'article', title: '料金', body: 'あ'.repeat(200_001) }, 'body', '本文は200000文字以内で入力してください'],
      ['a Q&A without a question', { type: 'qa', question: '', answer: '回答' }, 'question', '質問を入力してください'],
      ['a question of 501 characters', { type: 'qa', question: 'あ'.repeat(501), answer: '回答' }, 'question', '質問は500文字以内で入力してください'],
      ['an answer of 5,001 characters', { type: 'qa', question: '質問', answer: 'あ'.repeat(5001) }, 'answer', '回答は5000文字以内で入力してください'],
      ['21 alternatives', { type: 'qa', question: '質問', answer: '回答', alternatives: Array.from({ length: 21 }, (_, i) => `言い換え${i}`) }, 'alternatives', '言い換えは20個までです'],
      ['an alternative of 501 characters', { type: 'qa', question: '質問', answer: '回答', alternatives: ['あ'.repeat(501)] }, 'alternatives.0', '言い換えは500文字以内で入力してください'],
      ['a repeated alternative', { type: 'qa', question: '質問', answer: '回答', alternatives: ['ログイン', 'ﾛｸﾞｲﾝ'] }, 'alternatives.1', '「ﾛｸﾞｲﾝ」はすでに入力されています'],
      ['an unknown emotion key', { type: 'qa', question: '質問', answer: '回答', emotion: 'Happy Face' }, 'emotion', '表示する感情を選んでください'],
      ['a file through the JSON endpoint', { type: 'file', title: 'x' }, 'type', 'ナレッジの種類を選んでください'],
    ])('refuses %s', async (_label, body, field, message) => {
      expect(refusal(await owner.post('knowledge-items', body))).toEqual({ status: 400, code: 'validation_error', fields: { [field]: message } });
    });

    it('accepts the longest article and a full Q&A, trimmed', async () => {
      const article = await k.create({ type: 'article', title: ' 長い記事 ', body: `${'あ'.repeat(199_999)}。` });
      expect(article).toMatchObject({ title: '長い記事', status: 'processing' });
      const qa = await k.create({
        type: 'qa',
        question: ' 送料はいくら？ ',
        alternatives: Array.from({ length: 20 }, (_, i) => `送料の質問${i}`),
        answer: '550円です。',
        emotion: 'joy',
      });
      expect(qa).toMatchObject({ type: 'qa', title: '送料はいくら？', question: '送料はいくら？', emotion: 'joy' });
      expect((await k.settled(article.id, 60_000)).status).toBe('ready');
    });
  });

  describe('the list', () => {
    let items: KnowledgeItem[];
    beforeAll(async () => {
      k = knowledgeClient(t, await t.ownerSession());
      owner = k.owner;
      items = [];
      items.push(await k.create({ type: 'article', title: '配送について', body: `## 配送\n${'配送は2営業日以内です。'.repeat(20)}` }));
      items.push(await k.create({ type: 'qa', question: '返品できますか', answer: '到着から8日以内なら返品できます。', alternatives: [] }));
      const pdf = await k.upload(makePdf([['料金表です。']]), '料金表.pdf');
      items.push(knowledgeItemSchema.parse(pdf.json()));
      items.push(await k.addUrl('http://10.0.0.1/intranet'));
      for (const item of items) await k.settled(item.id);
    });

    it('answers the list query shape with summaries, newest first', async () => {
      const page = await list(owner);
      expect(page).toMatchObject({ total_records: 4, page: 1, limit: 50 });
      expect(page.data.map((row) => row.title)).toEqual(['http://10.0.0.1/intranet', '料金表', '返品できますか', '配送について']);
      const article = page.data.find((row) => row.type === 'article');
      // The body as the agent reads it: the heading's words without Markdown's marks.
      expect(article).toMatchObject({ status: 'ready', excerpt: `配送 ${'配送は2営業日以内です。'.repeat(20)}`.slice(0, 100), error_reason: null, progress: null });
      expect(article?.passage_count).toBeGreaterThan(0);
      expect(page.data.find((row) => row.type === 'file')?.excerpt).toBe('料金表.pdf');
      expect(page.data.find((row) => row.type === 'url')).toMatchObject({ status: 'error', excerpt: 'http://10.0.0.1/intranet' });
      expect((await list(owner, { sort_order: 'asc' })).data.map((row) => row.title)[0]).toBe('配送について');
    });

    it('filters by status and type, and searches titles, answers, file names and URLs', async () => {
      expect((await list(owner, { status: 'error' })).data.map((row) => row.type)).toEqual(['url']);
      expect((await list(owner, { status: 'ready', type: 'qa' })).data.map((row) => row.title)).toEqual(['返品できますか']);
      expect((await list(owner, { q: '8日以内' })).data.map((row) => row.title)).toEqual(['返品できますか']);
      expect((await list(owner, { q: '.pdf' })).data.map((row) => row.title)).toEqual(['料金表']);
      expect((await list(owner, { q: '10.0.0' })).total_records).toBe(1);
      expect((await list(owner, { q: '100%' })).total_records).toBe(0);
    });

    it('pages with the shared list query and refuses what it does not know', async () => {
      expect(refusal(await owner.get('knowledge-items', { limit: '20' })).fields).toEqual({ limit: '表示件数は50・100・500のいずれかを指定してください' });
      expect(refusal(await owner.get('knowledge-items', { status: 'done' })).fields).toEqual({ status: '状態の指定が正しくありません' });
      expect(refusal(await owner.get('knowledge-items', { type: 'video' })).fields).toEqual({ type: '種類の指定が正しくありません' });
      expect((await list(owner, { page: '2' })).data).toEqual([]);
    });
  });

  describe('editing and re-indexing', () => {
    it('replaces an article, keeping the old passages until the new ones are published', async () => {
      const created = await k.create({ type: 'article', title: '営業時間', body: '平日は10時から18時まで営業しています。' });
      await k.settled(created.id);
      expect((await k.search('営業時間は何時から'))[0]?.text).toContain('10時から18時');

      const response = await owner.put(`knowledge-items/${created.id}`, { type: 'article', title: '営業時間', body: '平日は9時から20時まで営業しています。' });
      expect(response.statusCode).toBe(200);
      const changed = knowledgeItemSchema.parse(response.json());
      expect(changed).toMatchObject({ status: 'processing', created_at: created.created_at });
      expect(changed.updated_at >= created.updated_at).toBe(true);
      const settled = await k.settled(created.id);
      expect(settled).toMatchObject({ status: 'ready', passage_count: 1 });
      const hits = await k.search('営業時間は何時から');
      expect(hits[0]?.text).toContain('9時から20時');
      expect(hits.some((hit) => hit.text.includes('10時から18時'))).toBe(false);
    });

    it('refuses to change the type of an item', async () => {
      const created = await k.create({ type: 'article', title: '種類', body: '本文です。' });
      expect(refusal(await owner.put(`knowledge-items/${created.id}`, { type: 'qa', question: 'q', answer: 'a' }))).toEqual({
        status: 400,
        code: 'validation_error',
        fields: { type: 'ナレッジの種類は変更できません。新しいナレッジとして登録してください' },
      });
    });

    it('renames a file item and replaces its file; a re-upload is judged like an upload', async () => {
      const first = knowledgeItemSchema.parse((await k.upload(makePdf([['旧版の説明書です。']]), 'manual.pdf')).json());
      await k.settled(first.id);
      const renamed = await owner.put(`knowledge-items/${first.id}`, { type: 'file', title: '取扱説明書' });
      expect(renamed.json()).toMatchObject({ title: '取扱説明書', filename: 'manual.pdf', status: 'processing' });
      await k.settled(first.id);

      const replace = (bytes: Uint8Array, name: string) => k.replaceFile(first.id, bytes, name);
      const refused = await replace(Buffer.from('<html>偽物</html>'), 'manual-v2.pdf');
      expect(refused.statusCode).toBe(415);
      const replaced = await replace(makePdf([['新版の説明書です。電池の交換方法を追加しました。']]), 'manual-v2.pdf');
      expect(replaced.statusCode).toBe(200);
      expect(replaced.json()).toMatchObject({ title: '取扱説明書', filename: 'manual-v2.pdf', status: 'processing' });
      await k.settled(first.id);
      expect((await k.search('電池の交換'))[0]?.item_id).toBe(first.id);
      expect((await k.search('旧版')).length).toBe(0);

      const article = await k.create({ type: 'article', title: 'ファイルではない', body: '本文です。' });
      const notAFile = await k.replaceFile(article.id, makePdf([['x']]), 'x.pdf');
      expect(notAFile.statusCode).toBe(400);
      expect(notAFile.json()).toMatchObject({ message: 'ファイルを差し替えられるのは、ファイルから登録したナレッジだけです' });
    });

    it('re-indexes on request, which is also the way out of エラー', async () => {
      const item = await k.settled((await k.addUrl('http://127.0.0.1:9/')).id);
      expect(item.status).toBe('error');
      const response = await owner.post(`knowledge-items/${item.id}/reindex`);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toMatchObject({ status: 'processing', error_reason: null, progress: 0, updated_at: item.updated_at });
      expect((await k.settled(item.id)).status).toBe('error');
    });

    it('deletes an item: its passages stop answering at once', async () => {
      const created = await k.create({ type: 'qa', question: '駐車場はありますか', answer: '提携駐車場が2時間無料です。', alternatives: [] });
      await k.settled(created.id);
      expect((await k.search('駐車場'))[0]?.item_id).toBe(created.id);
      expect((await owner.delete(`knowledge-items/${created.id}`)).statusCode).toBe(204);
      expect((await k.search('駐車場')).some((hit) => hit.item_id === created.id)).toBe(false);
      expect((await owner.get(`knowledge-items/${created.id}`)).statusCode).toBe(404);
      expect((await owner.delete(`knowledge-items/${created.id}`)).statusCode).toBe(404);
    });
  });

  describe('isolation', () => {
    let foreign: KnowledgeItem;
    beforeAll(async () => {
      foreign = await otherK.create({ type: 'qa', question: '秘密の合言葉は？', answer: '合言葉はひまわりです。', alternatives: [] });
      await otherK.settled(foreign.id);
    });

    it.each([
      ['GET', () => owner.get(`knowledge-items/${foreign.id}`)],
      ['PUT', () => owner.put(`knowledge-items/${foreign.id}`, { type: 'qa', question: '乗っ取り', answer: 'x', alternatives: [] })],
      ['DELETE', () => owner.delete(`knowledge-items/${foreign.id}`)],
      ['POST reindex', () => owner.post(`knowledge-items/${foreign.id}/reindex`)],
    ])('answers 404 to %s on another owner’s item', async (_method, call) => {
      const response = await call();
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: 'ナレッジが見つかりません。削除された可能性があります。画面を再読み込みしてください。' });
    });

    it('never lists, searches or exports another owner’s knowledge', async () => {
      expect((await list(owner, { q: '合言葉' })).total_records).toBe(0);
      expect(await k.search('秘密の合言葉')).toEqual([]);
      expect((await owner.get('knowledge-items/qa-export')).body).not.toContain('ひまわり');
      const stillThere = await otherK.get(foreign.id);
      expect(stillThere).toMatchObject({ question: '秘密の合言葉は？', status: 'ready' });
      expect((await otherK.search('秘密の合言葉'))[0]?.item_id).toBe(foreign.id);
    });

    it('answers 400 to an id that is not one', async () => {
      expect((await owner.get('knowledge-items/123')).json()).toMatchObject({ code: 'validation_error', fields: { id: 'IDの形式が正しくありません' } });
    });

    it('needs a signed-in owner', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/knowledge-items' });
      expect(response.statusCode).toBe(401);
    });
  });
});
