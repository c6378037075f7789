import { sql } from 'drizzle-orm';
import { type KnowledgeItem, knowledgeItemSchema } from 'shared-contracts';
import { SHIFT_JIS_CSV, UTF8_BOM } from '../chatsettings/csv-fixtures';
import { createTestContext, type TestContext, testDatabase } from '../helper';
import { type FakeWeb, startFakeWeb } from './fixtures/fake-web';
import { makeDocx } from './fixtures/make-docx';
import { makePdf } from './fixtures/make-pdf';
import { type KnowledgeClient, knowledgeClient } from './knowledge-client';

const ARTICLE_PAGE = `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>配送ガイド | はなまるストア</title>
<script>var tracking = "送料無料キャンペーン中";</script><style>.nav { color: red }</style></head>
<body><header><nav><a href="/">ホーム</a><a href="/faq">よくある質問</a><a href="/cart">カート</a></nav></header>
<div class="breadcrumb"><a href="/">ホーム</a> &gt; 配送ガイド</div>
<main><article><h1>配送ガイド</h1><p>ご注文から通常2営業日以内に発送します。</p>
<h2>クール便</h2><p>冷凍食品はクール便でお届けします。クール便の追加料金は330円です。</p>
<table><tr><th>地域</th><th>日数</th></tr><tr><td>関東</td><td>翌日</td></tr><tr><td>九州</td><td>2日後</td></tr></table></article></main>
<aside class="sidebar"><p>人気ランキング：ショートケーキ、モンブラン</p></aside>
<footer><p>© はなまるストア 会社概要 採用情報</p></footer></body></html>`;

describe(`knowledge ingestion of every item type (${testDatabase})`, () => {
  let t: TestContext;
  let web: FakeWeb;
  let k: KnowledgeClient;
  let agentId: string;

  beforeAll(async () => {
    web = await startFakeWeb((request, response) => {
      if (request.url === '/guide') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(ARTICLE_PAGE);
      } else if (request.url === '/sjis') {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end(Buffer.concat([Buffer.from('<html><head><meta charset="Shift_JIS"><title>'), Buffer.from('8e7895a595fb9640', 'hex'), Buffer.from('</title></head><body><p>'), Buffer.from('8cbb8be095a582a282e089c2945c82c582b78142', 'hex'), Buffer.from('</p></body></html>')]));
      } else if (request.url === '/terms.pdf') {
        response.writeHead(200, { 'content-type': 'application/pdf' });
        response.end(makePdf([['返品の受付期間は商品到着後8日以内です。']]));
      } else {
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end('not found');
      }
    });
    t = await createTestContext(web.options);
    const session = await t.ownerSession();
    agentId = session.owner.agentId;
    k = knowledgeClient(t, session);
  });
  afterAll(async () => {
    await t?.close();
    await web?.server.close();
  });

  const passages = (itemId: string) =>
    t.app.database.db.execute(sql`select heading, text from knowledge_passages p join knowledge_items i on i.id = p.item_id and p.generation = i.indexed_generation where p.item_id = ${itemId} order by ordinal`);
  const passageTexts = async (itemId: string) => ((await passages(itemId)) as unknown as { rows: { heading: string; text: string }[] }).rows;
  const uploaded = async (bytes: Uint8Array, filename: string): Promise<KnowledgeItem> => {
    const response = await k.upload(bytes, filename);
    expect(response.statusCode).toBe(201);
    return knowledgeItemSchema.parse(response.json());
  };
  const topItem = async (question: string) => (await k.search(question, 1))[0]?.item_id;

  it('an article: passages along sentences, answering 完了 with the count', async () => {
    const body = Array.from({ length: 30 }, (_, i) => `第${i + 1}条では、会員規約の${i + 1}番目の事項として、利用料金の支払いと解約の手続きについて詳しく定めています。`).join('');
    const created = await k.create({ type: 'article', title: '会員規約', body });
    expect(created).toMatchObject({ status: 'processing', progress: 0, passage_count: 0, indexed_at: null });
    const item = await k.settled(created.id);
    expect(item).toMatchObject({ status: 'ready', error_reason: null, progress: null });
    expect(item.passage_count).toBeGreaterThanOrEqual(3);
    expect(item.indexed_at).not.toBeNull();
    for (const { text } of await passageTexts(item.id)) {
      expect(Array.from(text).length).toBeLessThanOrEqual(600);
      expect(text.endsWith('。')).toBe(true);
    }
  });

  it('a Q&A: found by its alternative phrasing', async () => {
    const qa = await k.create({ type: 'qa', question: 'ポイントは貯まりますか', alternatives: ['ポイント還元について'], answer: '100円ごとに1ポイント貯まります。', emotion: 'joy' });
    expect((await k.settled(qa.id)).status).toBe('ready');
    expect(await topItem('ポイント還元')).toBe(qa.id);
  });

  it('a PDF the test wrote by hand: Japanese text extracted, page by page', async () => {
    const pdf = makePdf([['保証について', 'ケーキの品質保証期間は製造日から3日間です。'], ['冷凍品は解凍後24時間以内にお召し上がりください。']]);
    const item = await k.settled((await uploaded(pdf, '品質保証.pdf')).id);
    expect(item).toMatchObject({ type: 'file', title: '品質保証', filename: '品質保証.pdf', mime: 'application/pdf', size: pdf.length, status: 'ready' });
    const text = (await passageTexts(item.id)).map((p) => p.text).join('\n');
    expect(text).toContain('品質保証期間は製造日から3日間です。');
    expect(text).toContain('解凍後24時間以内');
    expect(await topItem('解凍したらいつまでに食べればいい？')).toBe(item.id);
  });

  it('a .docx the test zipped: headings become the context of the passages below them, tables become rows', async () => {
    const docx = makeDocx([
      { heading: 1, text: 'ギフトサービス' },
      { text: 'のし紙は無料でお付けします。' },
      { heading: 2, text: 'メッセージカード' },
      { text: 'メッセージカードは1枚110円です。' },
      { table: [['サイズ', '箱代'], ['S', '100円'], ['L', '300円']], headerRow: true },
    ]);
    const item = await k.settled((await uploaded(docx, 'ギフト案内.docx')).id);
    expect(item).toMatchObject({ status: 'ready', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    const found = await passageTexts(item.id);
    expect(found).toEqual(
      expect.arrayContaining([
        { heading: 'ギフトサービス', text: 'のし紙は無料でお付けします。' },
        { heading: 'ギフトサービス › メッセージカード', text: 'メッセージカードは1枚110円です。' },
        { heading: 'ギフトサービス › メッセージカード', text: 'サイズ: L / 箱代: 300円' },
      ]),
    );
  });

  it('plain text in Shift_JIS and Markdown with UTF-8 BOM', async () => {
    const sjis = Buffer.from('8e7895a595fb964082cd826982c98d8782ed82b982c482ad82be82b382a2', 'hex'); // 支払方法はＪに合わせてください
    const text = await k.settled((await uploaded(sjis, 'memo.txt')).id);
    expect(text).toMatchObject({ status: 'ready', mime: 'text/plain' });
    expect((await passageTexts(text.id))[0]?.text).toBe('支払方法はＪに合わせてください');

    const markdown = Buffer.concat([UTF8_BOM, Buffer.from('# 店舗情報\n\n**渋谷店**は水曜日が[定休日](https://example.com)です。\n営業は11時から\n20時までです。\n\n- 駐車場なし\n- 駅から徒歩5分\n', 'utf8')]);
    const md = await k.settled((await uploaded(markdown, 'stores.md')).id);
    expect(md).toMatchObject({ status: 'ready', mime: 'text/markdown' });
    expect(await passageTexts(md.id)).toEqual([{ heading: '店舗情報', text: '渋谷店は水曜日が定休日です。営業は11時から 20時までです。\n駐車場なし\n駅から徒歩5分' }]);
  });

  it('a CSV: every row a passage, its cells named by the header (Shift_JIS as Excel saves it)', async () => {
    const csv = await k.settled((await uploaded(SHIFT_JIS_CSV, 'words.csv')).id);
    expect(csv).toMatchObject({ status: 'ready', mime: 'text/csv', passage_count: 3 });
    expect((await passageTexts(csv.id)).map((p) => p.text)).toEqual([
      '禁止ワード: ｶﾞｲﾄﾞ / メモ: 半角カナ',
      '禁止ワード: 競合社名 / メモ: 営業上の理由',
      '禁止ワード: 髙橋① / メモ: 機種依存文字',
    ]);
  });

  it('a web page: the main text without navigation, scripts, sidebar or footer; the title from <title>', async () => {
    const created = await k.addUrl(web.url('/guide'));
    expect(created).toMatchObject({ type: 'url', title: web.url('/guide'), status: 'processing' });
    const item = await k.settled(created.id);
    expect(item).toMatchObject({ status: 'ready', title: '配送ガイド | はなまるストア', url: web.url('/guide') });
    const found = await passageTexts(item.id);
    const all = found.map((p) => `${p.heading}\n${p.text}`).join('\n');
    expect(all).toContain('クール便の追加料金は330円です。');
    expect(all).toContain('地域: 九州 / 日数: 2日後');
    for (const boilerplate of ['カート', 'ランキング', '会社概要', '送料無料キャンペーン', 'color']) expect(all).not.toContain(boilerplate);
    expect(found.find((p) => p.text.includes('クール便'))?.heading).toBe('配送ガイド › クール便');
    expect(web.server.requests.at(-1)?.headers['accept-language']).toMatch(/^ja/);
  });

  it('a Shift_JIS web page declared by its meta tag, and a PDF behind a URL', async () => {
    const sjis = await k.settled((await k.addUrl(web.url('/sjis'))).id);
    expect(sjis).toMatchObject({ status: 'ready', title: '支払方法' });
    expect((await passageTexts(sjis.id))[0]?.text).toBe('現金払いも可能です。');
    const pdf = await k.settled((await k.addUrl(web.url('/terms.pdf'))).id);
    expect(pdf).toMatchObject({ status: 'ready', title: 'terms.pdf' });
  });

  it('a page that answers 404 shows エラー with the reason', async () => {
    const item = await k.settled((await k.addUrl(web.url('/missing'))).id);
    expect(item).toMatchObject({
      status: 'error',
      error_reason: 'ページを取得できませんでした（HTTP 404）。URLが正しいか、公開されているページかを確認してください',
      passage_count: 0,
      progress: null,
    });
  });

  it('keeps the statistics equal to the published passages', async () => {
    const rows = (await t.app.database.db.execute(sql`select
        (select passage_count from knowledge_corpus_stats where agent_id = ${agentId}) as stats,
        (select count(*)::int from knowledge_passages p join knowledge_items i on i.id = p.item_id and p.generation = i.indexed_generation where i.agent_id = ${agentId}) as live,
        (select coalesce(sum(passage_count), 0)::int from knowledge_items where agent_id = ${agentId}) as listed`)) as unknown as { rows: { stats: number; live: number; listed: number }[] };
    const [row] = rows.rows;
    expect(row?.stats).toBe(row?.live);
    expect(row?.listed).toBe(row?.live);
  });
});
