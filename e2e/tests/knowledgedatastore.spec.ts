// ナレッジデータストア, walked through the real stack: each kind of knowledge registered from the
// console (an article, a Q&A with phrasings and an emotion, a PDF and a Word file made here, a web
// page the API fetches from a site this spec serves), each seen going 処理中 → 完了, a page the
// guard refuses seen as エラー with its reason; the test box answering from the right items with
// scores; search, filters and the list query; an edit re-indexed; a Shift_JIS Q&A import and the
// export.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { Locator } from 'playwright-core';
// The same real PDF and .docx writers the API's extraction tests use.
import { makeDocx } from '../../api/test/knowledge/fixtures/make-docx.ts';
import { makePdf } from '../../api/test/knowledge/fixtures/make-pdf.ts';
import { browserSession } from '../harness/browser.ts';
import { consoleApiAnswer, expectScreen, visible, waitForPath } from '../harness/console.ts';
import { harnessInfo } from '../harness/harness-info.ts';
import { removeLeftovers } from '../harness/leftovers.ts';
import { ownerApi } from '../harness/owner-api.ts';
import { snap } from '../harness/screenshots.ts';

const { hostUrl, apiUrl, demo, fakeSite } = harnessInfo();
const LIST_PATH = '/chatsettings/knowledgedatastore';
/** Indexing runs in the API's background queue; the list polls every 2 s while anything is 処理中. */
const INDEXED_MS = 60_000;

// Words of their own, so that the demo owner's sample knowledge (営業時間, 送料, 返品, ポイント…) never
// answers in their place.
const ARTICLE = {
  title: '家具の組み立てサービス',
  body: '組み立てサービスは1点につき3,300円で承ります。\nベッドと食器棚は組み立て済みでお届けします。\nご希望の場合は、ご注文時に備考欄へご記入ください。',
};
const QA = {
  question: '駐車場はありますか？',
  alternatives: ['車で行けますか', 'パーキングは使えますか'],
  answer: '店舗の裏に無料の駐車場が10台分あります。',
};
const PDF_NAME = '製品保証のご案内.pdf';
/** A file's title is its name without the extension until the owner gives one. */
const PDF_TITLE = '製品保証のご案内';
const PDF = makePdf(
  [['製品保証のご案内', 'すべての家具に3年間の無償保証が付きます。', '保証書は大切に保管してください。']],
  { title: '製品保証のご案内' },
);
const DOCX_NAME = '会員ランクの特典.docx';
const DOCX_TITLE = '会員ランクの特典';
const DOCX = makeDocx([
  { heading: 1, text: '会員ランクの特典' },
  { text: 'ゴールド会員はすべての配達日時を無料で指定できます。' },
  { text: 'シルバー会員は誕生月にクーポンをお送りします。' },
]);
const PAGE_TITLE = '店舗へのアクセス｜はなまる家具';
const PAGE_HTML = `<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>${PAGE_TITLE}</title></head>
<body><header><nav>ホーム 商品一覧 会社概要</nav></header>
<main><h1>店舗へのアクセス</h1><p>最寄り駅は桜町駅で、東口から徒歩7分です。</p><p>2階のショールームでは、実物の家具をお試しいただけます。</p></main>
<footer>© はなまる家具</footer></body></html>`;
const REFUSED_URL = `http://127.0.0.1:${fakeSite.port}/access.html`;
const REFUSED_REASON = `「127.0.0.1:${fakeSite.port}」は社内ネットワークやこのサーバー自身を指すため、読み込めません。`;

/**
 * A Q&A CSV as Excel in Japan saves it (Shift_JIS / CP932, CRLF), with the column header; bytes,
 * since Node cannot encode Shift_JIS. The text:
 *   質問,回答,言い換え,感情
 *   ギフト包装はできますか？,1点につき330円で承ります。,プレゼント用に包めますか｜ラッピングできますか,joy
 *   ポイントはどう貯まりますか？,=100円ごとに1ポイント貯まります。,,
 *   ,回答だけの行,,
 */
/** The questions SHIFT_JIS_QA adds. */
const CSV_QUESTIONS = ['ギフト包装はできますか？', 'ポイントはどう貯まりますか？'];
const SHIFT_JIS_QA = Buffer.from(
  '8ebf96e22c89f1939a2c8cbe82a28ab782a62c8ab48fee0d0a834d8374836795ef919582cd82c582ab82dc82b782a981482c31935f82c982c282ab333330897e82c58fb382e882dc82b781422c8376838c835b83938367977082c995ef82df82dc82b782a98162838983' +
    '6283738393834f82c582ab82dc82b782a92c6a6f790d0a837c83438393836782cd82c782a4929982dc82e882dc82b782a981482c3d313030897e82b282c682c931837c834383938367929982dc82e882dc82b781422c2c0d0a2c89f1939a82be82af82cc8d732c2c0d0a',
  'hex',
);

/** Access tokens live seconds in the harness: sign in for each call. */
async function api(path: string, init: RequestInit = {}): Promise<Response> {
  const login = await fetch(`${apiUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(demo),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  return fetch(`${apiUrl}/api/v1/${path}`, { ...init, headers: { Authorization: `Bearer ${access_token}`, ...init.headers } });
}

/** The public site the API fetches knowledge pages from (the harness maps its name to this port). */
function startSite(): Promise<{ server: Server; paths: string[] }> {
  const paths: string[] = [];
  const server = createServer((request, response) => {
    paths.push(request.url ?? '');
    if (request.url === '/access.html') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(PAGE_HTML);
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('not found');
  });
  return new Promise((resolve) => server.listen(fakeSite.port, '127.0.0.1', () => resolve({ server, paths })));
}

describe('knowledge data store', { timeout: 420_000 }, () => {
  const session = browserSession();
  let site: { server: Server; paths: string[] };

  before(async () => {
    // The items this spec registers, should an earlier attempt have left them: it counts the list.
    const ours = new Set([ARTICLE.title, QA.question, PDF_TITLE, DOCX_TITLE, PAGE_TITLE, REFUSED_URL, `${fakeSite.origin}/access.html`, ...CSV_QUESTIONS]);
    await removeLeftovers(ownerApi(apiUrl, demo), 'knowledge-items', (row) => ours.has(String(row.title)) || /^よくある質問\d+番について$/.test(String(row.title)));
    site = await startSite();
  });
  after(async () => {
    await new Promise((resolve) => site.server.close(resolve));
  });

  const rows = (): Locator => session.page.getByTestId('knowledge-row');
  const row = (title: string): Locator => rows().filter({ has: session.page.getByRole('link', { name: title, exact: true }) });
  const statusOf = (title: string): Locator => row(title).getByTestId('knowledge-status');
  const saved = () => visible(session.page.getByText('保存しました', { exact: true }));
  /** What the demo owner had before this spec: the sample agent's knowledge, or more. */
  let existing = { total: 0, oldest: '' };

  /** Saves the editor and returns the status the API answered the save with. */
  async function saveAndReadStatus(button: Locator, method: 'POST' | 'PUT'): Promise<string> {
    const [response] = await Promise.all([
      consoleApiAnswer(session.page, method, (url) => url.pathname.startsWith('/api/v1/knowledge-items')),
      button.click(),
    ]);
    assert.ok(response.ok(), `the save answered ${response.status()}`);
    return ((await response.json()) as { status: string }).status;
  }

  async function openRegister(kind: RegExp): Promise<void> {
    await session.page.getByRole('link', { name: 'ナレッジを登録' }).first().click();
    await waitForPath(session.page, `${LIST_PATH}/register`);
    await expectScreen(session.page, 'ナレッジデータの登録');
    await session.page.getByRole('button', { name: kind }).click();
  }

  async function backOnList(title: string): Promise<void> {
    await waitForPath(session.page, LIST_PATH);
    await saved();
    await visible(row(title));
  }

  /** The test box's answer: its result cards, once the answer is on screen. */
  async function ask(question: string, expectResults = true): Promise<Locator> {
    const box = session.page.getByRole('region', { name: '質問をテスト' });
    await box.getByRole('textbox', { name: '質問' }).fill(question);
    const [response] = await Promise.all([
      consoleApiAnswer(session.page, 'POST', (url) => url.pathname === '/api/v1/knowledge-items/search-test'),
      box.getByRole('button', { name: 'テスト', exact: true }).click(),
    ]);
    const { results } = (await response.json()) as { results: unknown[] };
    if (!expectResults) return box.getByTestId('search-test-result');
    assert.ok(results.length > 0, `「${question}」 finds passages`);
    return visible(box.getByTestId('search-test-result'));
  }

  test('each kind is registered and indexed: 処理中, then 完了; a page the guard refuses shows エラー and why', async () => {
    const { page } = session;
    const listed = (await (await api('knowledge-items?limit=50&sort_order=asc')).json()) as { total_records: number; data: { title: string }[] };
    existing = { total: listed.total_records, oldest: listed.data[0]?.title ?? ARTICLE.title };
    await page.goto(`${hostUrl}${LIST_PATH}`);
    await expectScreen(page, 'ナレッジデータストア');
    await visible(existing.total === 0 ? page.getByText('ナレッジがまだありません') : rows());
    await snap(page, 'knowledge-start');

    await openRegister(/^記事/);
    await page.getByRole('textbox', { name: 'タイトル' }).fill(ARTICLE.title);
    await page.getByRole('textbox', { name: '本文' }).fill(ARTICLE.body);
    await snap(page, 'knowledge-register-article');
    assert.equal(await saveAndReadStatus(page.getByRole('button', { name: '保存', exact: true }), 'POST'), 'processing');
    await backOnList(ARTICLE.title);

    await openRegister(/^Q&A/);
    await page.getByRole('textbox', { name: '質問' }).fill(QA.question);
    for (const [index, alternative] of QA.alternatives.entries()) {
      await page.getByRole('button', { name: '言い換えを追加' }).click();
      await page.getByRole('textbox', { name: `言い換え${index + 1}` }).fill(alternative);
    }
    await page.getByRole('textbox', { name: '回答' }).fill(QA.answer);
    await page.getByRole('combobox', { name: '表示する感情' }).click();
    await page.getByRole('option', { name: '喜び' }).click();
    await snap(page, 'knowledge-register-qa');
    assert.equal(await saveAndReadStatus(page.getByRole('button', { name: '保存', exact: true }), 'POST'), 'processing');
    await backOnList(QA.question);

    for (const [name, title, mimeType, buffer] of [
      [PDF_NAME, PDF_TITLE, 'application/pdf', PDF],
      [DOCX_NAME, DOCX_TITLE, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', DOCX],
    ] as const) {
      await openRegister(/^ファイル/);
      await page.getByTestId('knowledge-file-input').setInputFiles({ name, mimeType, buffer });
      await visible(page.getByText(new RegExp(`選択中：${name}`)));
      if (name === PDF_NAME) await snap(page, 'knowledge-register-file');
      assert.equal(await saveAndReadStatus(page.getByRole('button', { name: 'アップロード', exact: true }), 'POST'), 'processing');
      await backOnList(title);
      await visible(row(title).getByText(name, { exact: true }));
    }

    await openRegister(/^Webページ/);
    await page.getByRole('textbox', { name: 'URL' }).fill(`${fakeSite.origin}/access.html`);
    await snap(page, 'knowledge-register-url');
    assert.equal(await saveAndReadStatus(page.getByRole('button', { name: '保存', exact: true }), 'POST'), 'processing');
    await waitForPath(page, LIST_PATH);
    await saved();

    await openRegister(/^Webページ/);
    await page.getByRole('textbox', { name: 'URL' }).fill(REFUSED_URL);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await waitForPath(page, LIST_PATH);

    // The page's own title replaces the URL once it is read.
    for (const title of [ARTICLE.title, QA.question, PDF_TITLE, DOCX_TITLE, PAGE_TITLE]) {
      await visible(statusOf(title).filter({ hasText: /^完了$/ }), INDEXED_MS);
    }
    assert.ok(site.paths.includes('/access.html'), 'the API fetched the page from the site');
    assert.equal(site.paths.length, 1, 'the refused address was never connected to');

    const refused = statusOf(REFUSED_URL);
    await visible(refused.filter({ hasText: /^エラー$/ }), INDEXED_MS);
    await visible(row(REFUSED_URL).getByText(REFUSED_REASON, { exact: false }));
    await refused.hover();
    await visible(page.getByRole('tooltip').filter({ hasText: 'インターネットに公開されているページのURLを指定してください' }));
    assert.equal(await rows().count(), existing.total + 6);
    for (const [title, passages] of [[QA.question, '1件'], [PAGE_TITLE, /^[1-9]\d*件$/]] as const) {
      await visible(row(title).getByRole('cell').filter({ hasText: passages }));
    }
    await page.mouse.move(0, 0);
    await snap(page, 'knowledge-list');
  });

  test('the test box shows the passages that answer, with their scores and items', async () => {
    const { page } = session;
    const cases = [
      { question: '組み立てを頼むといくらかかりますか', title: ARTICLE.title, type: '記事', text: '1点につき3,300円' },
      { question: '車で行っても大丈夫？', title: QA.question, type: 'Q&A', text: QA.answer },
      { question: '家具の保証期間はどのくらい？', title: PDF_TITLE, type: 'ファイル', text: '3年間の無償保証' },
      { question: 'ゴールド会員の特典を教えて', title: DOCX_TITLE, type: 'ファイル', text: '配達日時を無料で指定' },
      { question: '最寄り駅はどこですか', title: PAGE_TITLE, type: 'Webページ', text: '桜町駅' },
    ];
    for (const { question, title, type, text } of cases) {
      const results = await ask(question);
      const best = results.first();
      await visible(best.getByRole('link', { name: `「${title}」を開く` }));
      await visible(best.getByText(type, { exact: true }));
      await visible(best.getByText(new RegExp(text)));
      const scores = (await results.getByText(/^スコア \d+\.\d{2}$/).allTextContents()).map((s) => Number(s.replace('スコア ', '')));
      assert.ok(scores.length >= 1 && scores.every((score, i) => score > 0 && (i === 0 || score <= (scores[i - 1] ?? 0))), `scores best first: ${scores.join(', ')}`);
      if (type === 'Q&A') {
        await page.getByRole('heading', { name: '質問をテスト' }).evaluate((heading) => heading.scrollIntoView());
        await snap(page, 'knowledge-test-box');
      }
    }
    // The page's chrome (navigation, footer) is not knowledge.
    const chrome = await ask('会社概要', false);
    await visible(page.getByRole('status').filter({ hasText: '一致するパッセージはありません' }).or(chrome.first()));
    assert.equal(await chrome.getByRole('link', { name: `「${PAGE_TITLE}」を開く` }).count(), 0);

    const results = await ask('車で行っても大丈夫？');
    await results.first().getByRole('link', { name: `「${QA.question}」を開く` }).click();
    await expectScreen(page, 'ナレッジデータの編集');
    assert.equal(await page.getByRole('textbox', { name: '言い換え2' }).inputValue(), QA.alternatives[1]);
    await visible(page.getByRole('combobox', { name: '表示する感情' }).filter({ hasText: '喜び' }));
  });

  test('an edited article is indexed again and answers with its new text', async () => {
    const { page } = session;
    await page.goto(`${hostUrl}${LIST_PATH}`);
    await row(ARTICLE.title).getByRole('link', { name: `「${ARTICLE.title}」を編集` }).click();
    await expectScreen(page, 'ナレッジデータの編集');
    const panel = page.getByRole('region', { name: '状態' });
    await visible(panel.getByTestId('knowledge-status').filter({ hasText: /^完了$/ }));

    const body = page.getByRole('textbox', { name: '本文' });
    await body.fill(`${ARTICLE.body}\n壁や床への固定作業は承っておりませんのでご了承ください。`);
    assert.equal(await saveAndReadStatus(page.getByRole('button', { name: '保存', exact: true }), 'PUT'), 'processing');
    await saved();
    await visible(panel.getByTestId('knowledge-status').filter({ hasText: /^完了$/ }), INDEXED_MS);
    await snap(page, 'knowledge-edit-article');

    await page.getByRole('link', { name: '一覧に戻る' }).click();
    await expectScreen(page, 'ナレッジデータストア');
    const results = await ask('壁に固定してもらえますか');
    await visible(results.first().getByText(/壁や床への固定作業は承っておりません/));

    await row(REFUSED_URL).getByRole('link', { name: `「${REFUSED_URL}」を編集` }).click();
    await expectScreen(page, 'ナレッジデータの編集');
    await visible(page.getByRole('region', { name: '状態' }).getByRole('alert').filter({ hasText: REFUSED_REASON }));
    await visible(page.getByRole('button', { name: 'ページを再取得' }));
    await snap(page, 'knowledge-edit-error');
  });

  test('search, the status and type filters, page size and order', async () => {
    const { page } = session;
    await page.goto(`${hostUrl}${LIST_PATH}`);
    await expectScreen(page, 'ナレッジデータストア');
    await visible(row(ARTICLE.title));

    const search = page.getByRole('searchbox', { name: 'タイトル・Q&A・ファイル名・URLで検索' });
    await search.fill('保証');
    await row(ARTICLE.title).waitFor({ state: 'detached' });
    assert.deepEqual(await rows().getByRole('link', { name: /^[^「]/ }).allTextContents(), [PDF_TITLE]);
    await search.fill('');
    await visible(row(ARTICLE.title));

    const choose = async (combobox: string, option: string) => {
      await page.getByRole('combobox', { name: combobox }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    await choose('状態', 'エラー');
    await row(ARTICLE.title).waitFor({ state: 'detached' });
    assert.equal(await rows().count(), 1);
    await visible(row(REFUSED_URL));
    await choose('状態', '完了');
    await visible(row(ARTICLE.title));
    assert.equal(await rows().count(), existing.total + 5);
    await choose('種類', 'ファイル');
    await row(ARTICLE.title).waitFor({ state: 'detached' });
    assert.equal(await rows().count(), 2);
    await snap(page, 'knowledge-filtered');
    await choose('種類', 'すべて');
    await choose('状態', 'すべて');
    await visible(row(REFUSED_URL));

    // 60 more Q&A, so that a page of 50 is not everything.
    const csv = ['質問,回答', ...Array.from({ length: 60 }, (_, i) => `よくある質問${i + 1}番について,回答${i + 1}番です。`)].join('\r\n');
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(`\ufeff${csv}`, 'utf8')], { type: 'text/csv' }), 'bulk.csv');
    const imported = (await (await api('knowledge-items/qa-import', { method: 'POST', body: form })).json()) as { added: number };
    assert.equal(imported.added, 60);

    const total = existing.total + 66;
    await page.reload();
    await expectScreen(page, 'ナレッジデータストア');
    const range = page.getByRole('status').filter({ hasText: /件中/ });
    await visible(range.filter({ hasText: `${total}件中 1–50件` }));
    assert.equal(await rows().count(), 50);
    assert.equal(await rows().first().getByRole('link').first().textContent(), 'よくある質問60番について');
    await visible(page.getByRole('navigation', { name: 'ページ送り' }));

    const rowCount = (count: number) =>
      page.waitForFunction((n) => document.querySelectorAll('[data-testid="knowledge-row"]').length === n, count, { timeout: 20_000 });
    await choose('表示件数', '100件表示');
    await visible(range.filter({ hasText: `${total}件中 1–${total}件` }));
    await rowCount(total);
    await choose('表示件数', '500件表示');
    await visible(page.getByRole('combobox', { name: '表示件数' }).filter({ hasText: '500件表示' }));
    await rowCount(total);

    await choose('並び順', '古い順');
    await page.waitForFunction(
      (title) => document.querySelector('[data-testid="knowledge-row"] a')?.textContent === title,
      existing.oldest,
      { timeout: 20_000 },
    );
    await snap(page, 'knowledge-list-oldest-first');
    await choose('並び順', '新しい順');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="knowledge-row"] a')?.textContent === 'よくある質問60番について',
      undefined,
      { timeout: 20_000 },
    );
    await choose('表示件数', '50件表示');
    await visible(range.filter({ hasText: `${total}件中 1–50件` }));
  });

  test('Q&A from a Shift_JIS CSV, line by line, and the export for Excel', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'Q&Aをインポート' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Q&AをCSVからインポート' }));
    await visible(dialog.getByText('文字コード：UTF-8（BOMあり・なし）またはShift_JIS'));
    await dialog.getByTestId('qa-csv-input').setInputFiles({ name: 'よくある質問.csv', mimeType: 'text/csv', buffer: SHIFT_JIS_QA });
    await visible(dialog.getByText('選択中：よくある質問.csv'));
    await dialog.getByRole('button', { name: 'インポート', exact: true }).click();
    const result = await visible(dialog.getByRole('status', { name: 'インポートの結果' }));
    await visible(result.getByText('追加 2件', { exact: true }));
    await visible(result.getByText('更新 0件', { exact: true }));
    await visible(result.getByText('エラー 1件', { exact: true }));
    assert.equal((await result.getByRole('list', { name: '登録できなかった行' }).getByRole('listitem').textContent())?.trim(), '4行目質問を入力してください');
    await snap(page, 'knowledge-qa-import');
    await dialog.getByRole('button', { name: '閉じる' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await visible(statusOf('ギフト包装はできますか？').filter({ hasText: /^完了$/ }), INDEXED_MS);
    const results = await ask('ラッピングしてもらえますか');
    await visible(results.first().getByRole('link', { name: '「ギフト包装はできますか？」を開く' }));

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Q&Aをエクスポート' }).click()]);
    assert.match(download.suggestedFilename(), /\.csv$/);
    const exported = await readFile(await download.path());
    assert.deepEqual([...exported.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 with BOM, for Excel');
    const text = exported.subarray(3).toString('utf8');
    assert.match(text, /^質問,回答,言い換え,感情\r\n/);
    assert.match(text, /ギフト包装はできますか？,1点につき330円で承ります。,"プレゼント用に包めますか\nラッピングできますか",joy\r\n/);
    assert.match(text, /駐車場はありますか？,店舗の裏に無料の駐車場が10台分あります。,"車で行けますか\nパーキングは使えますか",joy\r\n/);
    // A cell Excel would run as a formula is written as text.
    assert.match(text, /ポイントはどう貯まりますか？,"'=100円ごとに1ポイント貯まります。",,\r\n/);
  });
});
