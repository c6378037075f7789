// フォーム回答履歴 end to end: a visitor answers a form in the widget on the shop site; the owner edits
// the form (version 2 renames a field, drops one and adds one); a second visitor answers the new
// version. The owner sees both answers, each with its own version's labels and values, filters them,
// opens one and follows it to its conversation, exports CSV and XLSX and reads both back, and deletes one.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as exceljsModule from 'exceljs';
import type { Page } from 'playwright-core';
import { launchedBrowser, signedInContext, signedOutContext } from '../harness/browser.ts';
import { harnessInfo } from '../harness/harness-info.ts';
import { NetworkLog } from '../harness/network-log.ts';
import { ownerApi } from '../harness/owner-api.ts';
import { freshAgent } from '../harness/agent-baseline.ts';
import { snap } from '../harness/screenshots.ts';
import { ask, conversationLog, openChat, WIDGET_TIMEOUT_MS } from '../harness/widget-page.ts';

const { apiUrl, demo, hostUrl, widget } = harnessInfo();
// exceljs is CommonJS: under Node's ESM loader its API is the namespace's default (see api/src/lib/xlsx/exceljs.ts).
type ExcelJs = typeof exceljsModule;
const ExcelJS: ExcelJs = (exceljsModule as ExcelJs & { default?: ExcelJs }).default ?? exceljsModule;
const owner = ownerApi(apiUrl, demo);

/** Worded apart from what other specs and the sample agent use. */
const FORM = { name: '体験レッスンのお申し込み', keyword: '体験レッスン申込', thanks: '体験レッスンのお申し込みを受け付けました。' };
const FIRST = { name: '森 一郎', phone: '0312345678', plan: 'ヨガ' };
const SECOND = { name: '林 二郎', email: 'hayashi@example.com', plan: 'ピラティス' };

function definition(version: 1 | 2) {
  const plan = { key: 'plan', type: 'single_choice', required: true, options: ['ヨガ', 'ピラティス'], label: version === 1 ? 'ご希望のレッスン' : 'ご希望のコース' };
  const consent = { key: 'consent', type: 'consent', label: '個人情報の取り扱い', text: '個人情報の取り扱いに同意します', required: true };
  const name = { key: 'name', label: 'お名前', type: 'short_text', required: true };
  const fields =
    version === 1
      ? [name, { key: 'phone', label: '電話番号', type: 'phone', required: true }, plan, consent]
      : [name, { key: 'email', label: 'メールアドレス', type: 'email', required: true }, plan, consent];
  return { name: FORM.name, fields, thank_you_message: FORM.thanks, triggers: { keywords: [FORM.keyword], by_agent: false } };
}

async function answerInWidget(page: Page, fill: (form: ReturnType<typeof conversationLog>) => Promise<void>): Promise<void> {
  await page.goto(`${widget.allowed}/lessons.html?from=e2e`);
  await openChat(page);
  await ask(page, `${FORM.keyword}をしたいです`);
  const form = conversationLog(page).getByRole('form', { name: FORM.name });
  await form.waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
  await fill(form);
  await form.getByRole('checkbox', { name: '個人情報の取り扱いに同意します' }).check();
  await form.getByRole('button', { name: '送信する' }).click();
  await conversationLog(page).getByRole('status').filter({ hasText: FORM.thanks }).waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
}

/** The console page's requests, for what rowsShown says when the rows never come. */
let consoleNetwork: NetworkLog | null = null;

/** The rows of the table as shown, once it has settled on `count` of them (a refetch may swap them for skeletons). */
async function rowsShown(page: Page, count: number): Promise<string[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const rows = await page.getByTestId('form-answer-row').allTextContents();
    if (rows.length === count && rows.every((row) => row.trim() !== '')) return rows;
    if (Date.now() >= deadline) {
      // Say what the page showed instead (an empty state, an error, the sign-in screen), not only the count.
      const shown = await page.evaluate(() => (document.querySelector('main') ?? document.body).innerText.slice(0, 400)).catch(() => '(unreadable)');
      // And what the page's requests did: one on the wire for good, or failed, is where rows went missing.
      const unanswered = (consoleNetwork?.entries ?? []).filter((e) => e.status === null || e.status === 0).slice(-8);
      const requests = unanswered.map((e) => `${e.method} ${e.url} ${e.status === null ? 'still on the wire' : `failed (${e.failure})`}`).join('; ');
      assert.fail(`${count} rows shown at ${page.url()}; now ${rows.length}: ${rows.join(' / ')}; the page read: ${shown}; unanswered requests: ${requests || 'none'}`);
    }
    await page.waitForTimeout(100);
  }
}

async function headers(page: Page): Promise<string[]> {
  return (await page.getByRole('columnheader').allTextContents()).map((text) => text.trim());
}

describe('フォーム回答履歴', () => {
  const launched = launchedBrowser();
  let console_: Page;
  let formId = '';

  before(async () => {
    await freshAgent();
    formId = (await owner.json<{ id: string }>('POST', 'forms', definition(1))).id;
    console_ = await (await signedInContext(launched.browser, { acceptDownloads: true })).newPage();
    consoleNetwork = new NetworkLog(console_);
  });

  after(async () => {
    await console_?.context().close();
    if (formId) await owner.request('DELETE', `forms/${formId}`);
  });

  test('a form never answered says how answers arrive: the form builder and /chatui', async () => {
    const page = console_;
    await page.goto(`${hostUrl}/form-history?form=${formId}`);
    await page.getByText('まだ回答がありません').waitFor();
    const toBuilder = page.getByRole('link', { name: 'フォームを編集する' });
    assert.equal(await toBuilder.getAttribute('href'), `/chatsettings/makeforms/edit/${formId}`);
    assert.equal(await page.getByRole('link', { name: 'テスト（チャットUI）で試す' }).getAttribute('href'), '/chatui');
    await snap(page, 'form-history-empty');
  });

  test('a visitor answers version 1; the owner saves version 2; a second visitor answers it', async () => {
    const first = await (await signedOutContext(launched.browser)).newPage();
    await answerInWidget(first, async (form) => {
      await form.getByLabel('お名前').fill(FIRST.name);
      await form.getByLabel('電話番号').fill(FIRST.phone);
      await form.getByRole('radio', { name: FIRST.plan }).check();
    });
    await first.context().close();

    await owner.json('PUT', `forms/${formId}`, definition(2));

    const second = await (await signedOutContext(launched.browser)).newPage();
    await answerInWidget(second, async (form) => {
      await form.getByLabel('お名前').fill(SECOND.name);
      await form.getByLabel('メールアドレス').fill(SECOND.email);
      await form.getByRole('radio', { name: SECOND.plan }).check();
    });
    await second.context().close();
  });

  test('both answers show, each read as its own version defined it', async () => {
    const page = console_;
    await page.goto(`${hostUrl}/form-history`);
    await page.getByRole('heading', { name: 'フォーム回答履歴', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'フォーム' }).click();
    // The live form's entry: an earlier attempt's deleted form of the same name reads 「…（削除済み）（n件）」.
    await page.getByRole('option', { name: new RegExp(`^${FORM.name}（\\d+件）$`) }).click();
    await page.waitForURL(new RegExp(`form=${formId}`));
    // The chosen form's own columns replace すべてのフォーム's.
    await page.getByRole('columnheader', { name: '電話番号' }).waitFor();
    const [newest, oldest] = await rowsShown(page, 2);
    const columns = await headers(page);
    // The latest labels first; 電話番号, which only version 1 had, stays as a column.
    for (const label of ['回答日時', '訪問者', 'ログイン種別', 'バージョン', 'お名前', 'メールアドレス', 'ご希望のコース', '電話番号']) {
      assert.ok(columns.includes(label), `column ${label} in ${columns.join(' | ')}`);
    }
    assert.ok(!columns.includes('ご希望のレッスン'), 'a renamed field is one column, under its latest label');
    assert.ok(newest?.includes(SECOND.name) && newest.includes(SECOND.email) && newest.includes(SECOND.plan), `version 2's answer: ${newest}`);
    assert.ok(oldest?.includes(FIRST.name) && oldest.includes(FIRST.phone) && oldest.includes(FIRST.plan), `version 1's answer: ${oldest}`);
    assert.ok(oldest?.includes('同意'), 'consent reads 同意');
    assert.ok(newest?.includes('匿名') && oldest?.includes('匿名'), 'visitors who did not sign in are 匿名');
    await page.getByText('送信率').first().waitFor();
    await snap(page, 'form-history-list');
  });

  test('at 1088 px nothing is clipped: a form\'s many columns scroll sideways in their card, すべてのフォーム\'s fit', async () => {
    const page = console_;
    const card = () => page.getByRole('table', { name: '回答の一覧' }).locator('xpath=..');
    const measure = () =>
      card().evaluate((el) => ({
        client: el.clientWidth,
        scroll: el.scrollWidth,
        overflowX: getComputedStyle(el).overflowX,
        right: el.getBoundingClientRect().right,
        page: document.documentElement.clientWidth,
      }));
    const lastHeaderRight = async () => {
      const box = await page.getByRole('columnheader').last().boundingBox();
      return box ? box.x + box.width : Number.POSITIVE_INFINITY;
    };
    const original = page.viewportSize();
    await page.setViewportSize({ width: 1088, height: 900 });
    try {
      await page.goto(`${hostUrl}/form-history?form=${formId}`);
      await rowsShown(page, 2);
      const form = await measure();
      assert.ok(form.right <= form.page, `the card stays inside the page: ${JSON.stringify(form)}`);
      assert.ok(form.scroll > form.client, `eight columns are wider than the card: ${JSON.stringify(form)}`);
      assert.ok(['auto', 'scroll'].includes(form.overflowX), `the card scrolls sideways: ${form.overflowX}`);
      // Scrolled to its end, the last column is whole inside the card.
      await card().evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      assert.ok((await lastHeaderRight()) <= form.right + 1, 'the last column comes into view');

      await page.goto(`${hostUrl}/form-history`);
      await page.getByRole('columnheader', { name: '回答内容' }).waitFor();
      const all = await measure();
      assert.ok(all.scroll <= all.client, `すべてのフォーム's table fits its card: ${JSON.stringify(all)}`);
      assert.ok((await lastHeaderRight()) <= all.right + 1, '回答内容 is not cut at the edge');
      await snap(page, 'form-history-all-forms');
    } finally {
      if (original) await page.setViewportSize(original);
    }
    // Back where the next test starts: the form's answers.
    await page.goto(`${hostUrl}/form-history?form=${formId}`);
    await rowsShown(page, 2);
  });

  test('表示項目 hides and reorders the form\'s columns, remembered in this browser', async () => {
    const page = console_;
    await page.getByRole('button', { name: '表示項目' }).click();
    const dialog = page.getByRole('dialog', { name: '表示する項目' });
    await dialog.getByRole('checkbox', { name: /^電話番号/ }).uncheck();
    await dialog.getByRole('button', { name: '「ご希望のコース」を上へ' }).click();
    await snap(page, 'form-history-columns');
    await dialog.getByRole('button', { name: '閉じる' }).click();
    const fieldOrder = (columns: string[]) => columns.filter((label) => ['お名前', 'メールアドレス', 'ご希望のコース', '電話番号'].includes(label));
    assert.deepEqual(fieldOrder(await headers(page)), ['お名前', 'ご希望のコース', 'メールアドレス']);
    await page.reload();
    await page.getByRole('columnheader', { name: 'ご希望のコース' }).waitFor();
    assert.deepEqual(fieldOrder(await headers(page)), ['お名前', 'ご希望のコース', 'メールアドレス'], 'kept after a reload');
    await page.getByRole('button', { name: '表示項目' }).click();
    await dialog.getByRole('button', { name: '元に戻す' }).click();
    await dialog.getByRole('button', { name: '閉じる' }).click();
    assert.deepEqual(fieldOrder(await headers(page)), ['お名前', 'メールアドレス', 'ご希望のコース', '電話番号']);
  });

  test('filters narrow the answers and live in the URL', async () => {
    const page = console_;
    await page.getByRole('combobox', { name: 'バージョン' }).click();
    await page.getByRole('option', { name: /^v1（/ }).click();
    await page.waitForURL(/version=1/);
    const [only] = await rowsShown(page, 1);
    assert.ok(only?.includes(FIRST.name));
    await page.reload();
    await rowsShown(page, 1);

    await page.goto(`${hostUrl}/form-history?form=${formId}`);
    await rowsShown(page, 2);
    await page.getByRole('searchbox', { name: 'キーワード' }).fill('hayashi');
    await page.waitForURL(/[?&]q=hayashi/);
    const [found] = await rowsShown(page, 1);
    assert.ok(found?.includes(SECOND.name));

    await page.goto(`${hostUrl}/form-history?form=${formId}&account=line`);
    await page.getByText('条件に一致する回答はありません').waitFor();
  });

  test('one answer opens with its labels as answered and leads to its conversation', async () => {
    const page = console_;
    await page.goto(`${hostUrl}/form-history?form=${formId}&version=1`);
    await rowsShown(page, 1);
    await page.getByTestId('form-answer-row').first().click();
    const detail = page.getByRole('dialog', { name: '回答の詳細' });
    await detail.getByText('ご希望のレッスン').waitFor();
    await detail.getByText(FIRST.phone).waitFor();
    await snap(page, 'form-history-detail');
    await detail.getByRole('link', { name: '会話を見る' }).click();
    await page.waitForURL(/\/conversationhistory\/[0-9a-f-]{36}/);
    await page.getByRole('heading', { name: '会話の詳細' }).waitFor();
    await page.getByText(`${FORM.keyword}をしたいです`).waitFor();
  });

  test('CSV and XLSX read back with the field labels, the values and leading zeros', async () => {
    const page = console_;
    await page.goto(`${hostUrl}/form-history?form=${formId}`);
    await rowsShown(page, 2);

    await page.getByRole('button', { name: 'エクスポート' }).click();
    let dialog = page.getByRole('dialog');
    let downloaded = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'ダウンロード' }).click();
    const csv = await downloaded;
    assert.match(csv.suggestedFilename(), /\.csv$/);
    const bytes = readFileSync(await csv.path());
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 with BOM');
    const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter((line) => line !== '');
    const header = lines[0]?.split(',') ?? [];
    for (const label of ['回答ID', '回答日時', '訪問者', 'ログイン種別', 'バージョン', 'お名前', 'メールアドレス', 'ご希望のコース', '電話番号', '会話ID']) {
      assert.ok(header.includes(label), `CSV header ${label} in ${lines[0]}`);
    }
    assert.equal(lines.length, 3, 'a header and two answers');
    assert.ok(lines.some((line) => line.includes(FIRST.phone) && line.includes(FIRST.plan)));
    assert.ok(lines.some((line) => line.includes(SECOND.email) && line.includes(SECOND.plan)));

    await page.getByRole('button', { name: 'エクスポート' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: /XLSX/ }).check();
    await snap(page, 'form-history-export');
    downloaded = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'ダウンロード' }).click();
    const xlsx = await downloaded;
    assert.match(xlsx.suggestedFilename(), /\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await xlsx.path());
    const sheet = book.worksheets[0];
    assert.ok(sheet, 'a worksheet');
    const headerRow = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const phoneColumn = headerRow.indexOf('電話番号') + 1;
    assert.ok(phoneColumn > 0, `電話番号 in ${headerRow.join(' | ')}`);
    const phones = [2, 3].map((row) => sheet.getRow(row).getCell(phoneColumn).value);
    assert.ok(phones.includes(FIRST.phone), `the phone number is the text ${FIRST.phone}, leading zero kept: ${JSON.stringify(phones)}`);
  });

  test('すべてのフォーム exports too: each answer with its form, its fields in 回答内容', async () => {
    const page = console_;
    // Every form's answers with hayashi in them (a form an earlier attempt left behind may add its own).
    await page.goto(`${hostUrl}/form-history?q=hayashi`);
    await page.getByTestId('form-answer-row').first().waitFor();
    await page.getByRole('button', { name: 'エクスポート' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/すべてのフォームの回答を、1回答を1行として書き出します/).waitFor();
    await dialog.getByText('キーワード: 「hayashi」').waitFor();
    await snap(page, 'form-history-export-all-forms');
    const downloaded = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'ダウンロード' }).click();
    const csv = await downloaded;
    assert.match(csv.suggestedFilename(), /^フォーム回答-\d{8}\.csv$/);
    const text = readFileSync(await csv.path()).subarray(3).toString('utf8');
    const [header, ...rest] = text.split('\r\n');
    assert.equal(header, '回答ID,回答日時,フォーム,訪問者,ログイン種別,バージョン,回答内容,会話ID');
    const record = rest.join('\r\n');
    assert.ok(record.includes(FORM.name), `the form's name: ${record}`);
    for (const line of [`お名前: ${SECOND.name}`, `メールアドレス: ${SECOND.email}`, `ご希望のコース: ${SECOND.plan}`]) {
      assert.ok(record.includes(line), `${line} in 回答内容: ${record}`);
    }
  });

  test('deleting an answer removes it from the list', async () => {
    const page = console_;
    await page.goto(`${hostUrl}/form-history?form=${formId}&q=hayashi`);
    await rowsShown(page, 1);
    await page.getByTestId('form-answer-row').first().click();
    await page.getByRole('dialog', { name: '回答の詳細' }).getByRole('button', { name: '削除' }).click();
    await page.getByRole('dialog', { name: 'この回答を削除しますか？' }).getByRole('button', { name: '削除する' }).click();
    await page.getByText('条件に一致する回答はありません').waitFor({ timeout: 15_000 });
    await page.goto(`${hostUrl}/form-history?form=${formId}`);
    await rowsShown(page, 1);
  });
});
