// 会話履歴 end to end: a visitor chats through the widget on the shop site (an answer, a question
// the agent cannot answer and marks 👎, a form sent); the owner finds that conversation by a
// Japanese keyword and by each filter, opens it, teaches the unanswered question from there, and
// the visitor asking again gets the taught answer; the owner marks it 確認済み, exports the CSV and
// reads it back, and deletes the conversation.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { launchedBrowser, signedInContext, signedOutContext } from '../harness/browser.ts';
import { consoleApiAnswer } from '../harness/console.ts';
import { harnessInfo } from '../harness/harness-info.ts';
import { ownerApi } from '../harness/owner-api.ts';
import { freshAgent } from '../harness/agent-baseline.ts';
import { snap } from '../harness/screenshots.ts';
import { answers, answerText, ask, conversationLog, openChat, WIDGET_TIMEOUT_MS } from '../harness/widget-page.ts';

const { apiUrl, demo, hostUrl, widget } = harnessInfo();
const owner = ownerApi(apiUrl, demo);
const INDEXED_MS = 60_000;

/** Worded apart from what other specs and the sample agent teach. */
const TERRACE = { question: 'テラス席はありますか', answer: '店舗の南側に8席のテラス席がございます。ペットもご一緒いただけます。' };
const MISSED = '盆栽の手入れ教室は開いていますか';
const TAUGHT = '盆栽の手入れ教室は毎月第2土曜日の午後に開いています。参加費は1,500円です。';
const FORM = { name: '見積もりのご依頼', keyword: '見積もり依頼', thanks: '見積もりのご依頼を受け付けました。' };

async function indexed(id: string): Promise<void> {
  const deadline = Date.now() + INDEXED_MS;
  for (;;) {
    const current = await owner.json<{ status: string }>('GET', `knowledge-items/${id}`);
    if (current.status === 'ready') return;
    assert.ok(Date.now() < deadline, `knowledge ${id} indexed within ${INDEXED_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** The rows of the list as they are shown, after the list has settled on `count` of them. */
async function rowsShown(page: Page, count: number): Promise<string[]> {
  const rows = page.getByTestId('conversation-row');
  try {
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="conversation-row"]').length === n, count, { timeout: 15_000 });
  } catch (error) {
    // What the page showed instead (a sign-in page, an error, other rows) says more than the time-out.
    const shown = await page.evaluate(() => (document.querySelector('main') ?? document.body).innerText.slice(0, 400)).catch(() => '(unreadable)');
    throw new Error(`expected ${count} rows at ${page.url()}, ${await rows.count()} shown; the page read: ${shown}`, { cause: error });
  }
  return rows.allTextContents();
}

/**
 * Does `change` and waits for the list the API answers with `param` in its query: counting rows
 * right after a filter changes would count the rows of the filters before it.
 */
async function listed(page: Page, param: string, change: () => Promise<void>): Promise<void> {
  // The access token lives 4 s here: a 401 and its replay after the refresh can come first.
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'GET' && /\/api\/v1\/conversations\?/.test(r.url()) && r.url().includes(param) && r.status() === 200,
    { timeout: 15_000 },
  );
  await change();
  await answered;
}

async function shownCount(page: Page): Promise<string> {
  return (await page.getByTestId('conversation-count').textContent()) ?? '';
}

/**
 * The words of the conversation table's headers and visitor cells that a line break cuts in two: a
 * header breaks only between its words and a mail address only before its @, each a text node of its
 * own, so any node drawn on two lines is a word broken inside.
 */
async function wordsBrokenInside(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const cells = document.querySelectorAll('table[aria-label="会話の一覧"] th, [data-testid="conversation-row"] td:nth-child(3)');
    for (const cell of cells) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) broken.push(node.textContent ?? '');
      }
    }
    return broken;
  });
}

/** 2026/11/21 14:30 as the console prints it, on Tokyo's clock. */
const tokyoTime = (iso: string) =>
  new Intl.DateTimeFormat('ja-JP', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Tokyo' }).format(new Date(iso));

describe('会話履歴', () => {
  const launched = launchedBrowser();
  let visitor: Page;
  let console_: Page;
  let formId = '';
  let qaId = '';
  let taughtId = '';

  before(async () => {
    await freshAgent();
    const qa = await owner.json<{ id: string }>('POST', 'knowledge-items', { type: 'qa', question: TERRACE.question, answer: TERRACE.answer });
    qaId = qa.id;
    await indexed(qa.id);
    const form = await owner.json<{ id: string }>('POST', 'forms', {
      name: FORM.name,
      description: 'お見積もりのご依頼はこちらからどうぞ。',
      fields: [{ key: 'name', label: 'お名前', type: 'short_text', required: true }],
      thank_you_message: FORM.thanks,
      triggers: { keywords: [FORM.keyword], by_agent: false },
    });
    formId = form.id;
    visitor = await (await signedOutContext(launched.browser)).newPage();
    console_ = await (await signedInContext(launched.browser, { acceptDownloads: true })).newPage();
  });

  after(async () => {
    await visitor?.context().close();
    await console_?.context().close();
    if (formId) await owner.request('DELETE', `forms/${formId}`);
    if (qaId) await owner.request('DELETE', `knowledge-items/${qaId}`);
    if (taughtId) await owner.request('DELETE', `knowledge-items/${taughtId}`);
  });

  test('a visitor chats on the shop site: an answer, a missed question marked 👎, a form sent', async () => {
    await visitor.goto(`${widget.allowed}/terrace.html?from=e2e`);
    await openChat(visitor);
    assert.equal(await answerText(await ask(visitor, TERRACE.question)), TERRACE.answer);
    const missed = await ask(visitor, MISSED);
    const fallback = await answerText(missed);
    assert.notEqual(fallback, TERRACE.answer);
    const id = await missed.getAttribute('data-message-id');
    const row = conversationLog(visitor).locator(`[data-message-id="${id}"]`).locator('xpath=..');
    const stored = visitor.waitForResponse((r) => r.url().endsWith(`/messages/${id}/feedback`) && r.request().method() === 'PUT', { timeout: WIDGET_TIMEOUT_MS });
    await row.getByRole('button', { name: '役に立たなかった' }).click();
    assert.equal((await stored).status(), 204);

    await ask(visitor, `${FORM.keyword}をお願いします`);
    const form = conversationLog(visitor).getByRole('form', { name: FORM.name });
    await form.waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
    await form.getByLabel('お名前').fill('盆田 栽');
    await form.getByRole('button', { name: '送信する' }).click();
    await conversationLog(visitor).getByRole('status').filter({ hasText: FORM.thanks }).waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
  });

  test('the owner finds it by a Japanese keyword and by each filter, kept in the URL', async () => {
    const page = console_;
    await page.goto(`${hostUrl}/conversationhistory`);
    await page.getByRole('heading', { name: '会話履歴', level: 1 }).waitFor();
    // 盆栽 is part of 盆栽の手入れ教室は開いていますか: a keyword inside a message, no spaces needed.
    await page.getByRole('searchbox', { name: 'キーワード' }).fill('盆栽');
    await page.waitForURL(/[?&]q=%E7%9B%86%E6%A0%BD/);
    const [found] = await rowsShown(page, 1);
    assert.ok(found?.includes(TERRACE.question), `the row shows the first question: ${found}`);
    for (const badge of ['未回答', 'フォーム送信']) assert.ok(found?.includes(badge), `badge ${badge} in ${found}`);
    assert.ok(found?.includes('/terrace.html'), 'the page it started on');
    assert.equal(await shownCount(page), '1件');

    // Each filter keeps it, and the URL carries them so a reload shows the same view.
    // The boxes follow the URL: a click writes it, the list reads it back.
    await listed(page, 'unanswered=true', () => page.getByRole('checkbox', { name: '未回答あり' }).click());
    await page.waitForURL(/unanswered=true/);
    await rowsShown(page, 1);
    await listed(page, 'form_submitted=true', () => page.getByRole('checkbox', { name: 'フォーム送信あり' }).click());
    await page.waitForURL(/form_submitted=true/);
    await rowsShown(page, 1);
    await page.getByRole('combobox', { name: '評価' }).click();
    await listed(page, 'rating=down', () => page.getByRole('option', { name: '👎 あり' }).click());
    await page.waitForURL(/rating=down/);
    await rowsShown(page, 1);
    await page.getByRole('combobox', { name: '期間' }).click();
    await listed(page, 'period=today', () => page.getByRole('option', { name: '今日' }).click());
    await page.waitForURL(/period=today/);
    await rowsShown(page, 1);
    await page.getByRole('combobox', { name: 'アカウント' }).click();
    await listed(page, 'account=anonymous', () => page.getByRole('option', { name: '未ログイン' }).click());
    await page.waitForURL(/account=anonymous/);
    await rowsShown(page, 1);
    await page.getByRole('combobox', { name: '確認状態' }).click();
    await listed(page, 'review=unreviewed', () => page.getByRole('option', { name: '未確認' }).click());
    await page.waitForURL(/review=unreviewed/);
    await rowsShown(page, 1);
    await listed(page, 'page_url=', () => page.getByRole('textbox', { name: 'ページURL' }).fill('/terrace.html'));
    await page.waitForURL(/page_url=/);
    await rowsShown(page, 1);
    await page.reload();
    await rowsShown(page, 1);
    assert.equal(await page.getByRole('checkbox', { name: '未回答あり' }).isChecked(), true, 'the filters came back from the URL');
    // The page URL box settles after a pause: it must not undo the filters chosen before it did.
    for (const kept of ['q=', 'unanswered=true', 'form_submitted=true', 'rating=down', 'period=today', 'account=anonymous', 'review=unreviewed', 'page_url=']) {
      assert.ok(page.url().includes(kept), `${kept} kept in ${page.url()}`);
    }
    assert.equal(await page.getByRole('combobox', { name: '確認状態' }).textContent(), '未確認');
    await snap(page, 'history-list-filtered');

    // A filter it does not meet empties the list, and says so.
    await page.getByRole('combobox', { name: 'アカウント' }).click();
    await page.getByRole('option', { name: 'LINEでログイン' }).click();
    await page.getByText('条件に合う会話はありません').waitFor();
    await page.getByRole('button', { name: '条件をクリア' }).first().click();
    await page.waitForURL((url) => url.search === '');
  });

  test('at 1088 and 1920 px no header or visitor is broken inside a word', async () => {
    const page = console_;
    const original = page.viewportSize();
    await page.goto(`${hostUrl}/conversationhistory`);
    await page.getByTestId('conversation-row').first().waitFor();
    try {
      for (const width of [1088, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        assert.deepEqual(await wordsBrokenInside(page), [], `at ${width} px`);
        const headers = (await page.getByRole('columnheader').allTextContents()).map((text) => text.trim());
        assert.deepEqual(headers, ['開始日時', '最終メッセージ', '訪問者', 'ログイン種別', '最初の質問', 'メッセージ数', 'ページURL']);
      }
      // At 1920 every header is on one line.
      const lines = await page.getByRole('columnheader').evaluateAll((cells) =>
        cells.map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
        }),
      );
      assert.deepEqual(lines, [1, 1, 1, 1, 1, 1, 1], 'one line each at 1920 px');
      await snap(page, 'history-list');
    } finally {
      if (original) await page.setViewportSize(original);
    }
  });

  test('with the browser on UTC, times are on the owner’s clock (Tokyo), and the list says so', async () => {
    const listed = await owner.json<{ data: { created_at: string }[] }>('GET', `conversations?q=${encodeURIComponent('盆栽')}`);
    const startedAt = listed.data[0]?.created_at ?? '';
    assert.ok(startedAt, 'the conversation is listed');
    // The console in Tokyo names no zone: the browser's clock is the owner's.
    assert.equal(await console_.getByTestId('time-zone-note').count(), 0);

    const context = await signedInContext(launched.browser, { timezoneId: 'UTC' });
    try {
      const page = await context.newPage();
      await page.goto(`${hostUrl}/conversationhistory?q=${encodeURIComponent('盆栽')}`);
      await rowsShown(page, 1);
      const started = page.getByTestId('conversation-row').first().locator('time').first();
      await page.waitForFunction(
        ([expected]) => document.querySelector('[data-testid="conversation-row"] time')?.textContent === expected,
        [tokyoTime(startedAt)],
        { timeout: 15_000 },
      );
      assert.equal(await started.textContent(), tokyoTime(startedAt), 'the Tokyo date and time, not the browser’s');
      assert.equal(await started.getAttribute('title'), `${tokyoTime(startedAt)}（日本時間）`);
      await page.getByTestId('time-zone-note').getByText('日時は日本時間で表示しています').waitFor();
      await snap(page, 'history-list-browser-utc');
    } finally {
      await context.close();
    }
  });

  test('the transcript shows what the visitor saw and how each answer was made; the missed question is taught', async () => {
    const page = console_;
    await page.goto(`${hostUrl}/conversationhistory?q=${encodeURIComponent('盆栽')}`);
    await rowsShown(page, 1);
    await page.getByTestId('conversation-row').first().getByRole('link').click();
    await page.waitForURL(/\/conversationhistory\/[0-9a-f-]{36}/);
    await page.getByRole('heading', { name: '会話の詳細' }).waitFor();
    await page.getByText(MISSED, { exact: true }).waitFor();
    await page.getByText(TERRACE.answer).waitFor();
    await page.getByText(FORM.name).first().waitFor();
    await page.getByRole('button', { name: '回答の詳細' }).first().click();
    await page.getByText('ナレッジ（Q&A）').first().waitFor();
    await snap(page, 'history-transcript');

    await page.getByRole('button', { name: 'ナレッジに追加' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'ナレッジに追加' });
    await dialog.waitFor();
    assert.equal(await dialog.getByRole('textbox', { name: '質問' }).inputValue(), MISSED);
    await dialog.getByRole('button', { name: '追加する' }).click();
    await dialog.getByText('回答を入力してください').waitFor();
    await dialog.getByRole('textbox', { name: '回答' }).fill(TAUGHT);
    await snap(page, 'history-teach');
    await dialog.getByRole('button', { name: '追加する' }).click();
    await dialog.getByText('この質問にはこのQ&Aで回答するようになりました').waitFor({ timeout: 30_000 });
    await dialog.getByText(TAUGHT).waitFor();
    const taught = await owner.json<{ data: { id: string; question?: string }[] }>('GET', `knowledge-items?q=${encodeURIComponent('盆栽')}`);
    taughtId = taught.data[0]?.id ?? '';
    assert.ok(taughtId, 'the new Q&A is in the knowledge store');
    await dialog.getByRole('button', { name: '閉じる' }).click();

    // Marked 確認済み by the owner, not by opening it.
    const review = page.getByRole('switch', { name: '確認済み' }).or(page.getByRole('checkbox', { name: '確認済み' }));
    assert.equal(await review.isChecked(), false);
    const patched = consoleApiAnswer(page, 'PATCH', (url) => url.pathname.includes('/conversations/'));
    await review.click();
    assert.equal((await patched).status(), 200);
  });

  test('the visitor asks again and gets the taught answer', async () => {
    const before = await answers(visitor).count();
    const answer = await ask(visitor, MISSED);
    assert.equal(await answers(visitor).count(), before + 1);
    assert.equal(await answerText(answer), TAUGHT);
  });

  test('the CSV export reads back: BOM, CRLF, one row per message, the visitor’s words', async () => {
    const page = console_;
    await page.goto(`${hostUrl}/conversationhistory?q=${encodeURIComponent('盆栽')}&review=reviewed`);
    await rowsShown(page, 1);
    await page.getByRole('button', { name: 'CSVエクスポート' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('確認状態').or(dialog.getByText('確認済み')).first().waitFor();
    const downloaded = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'ダウンロード' }).click();
    const download = await downloaded;
    assert.match(download.suggestedFilename(), /^会話履歴_\d{8}\.csv$/);
    await page.getByText(/CSVをダウンロードしました（\d+行）/).waitFor();
    const bytes = readFileSync(await download.path());
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 with BOM');
    const text = bytes.subarray(3).toString('utf8');
    const lines = text.split('\r\n').filter((line) => line !== '');
    assert.ok(!/[^\r]\n/.test(text.replace(/"[^"]*"/g, '')), 'every row ends with CRLF');
    assert.equal(lines[0], '会話ID,日時,訪問者,ログイン種別,送信者,メッセージ,応答エンジン,評価,ページURL');
    assert.ok(lines.some((line) => line.includes(MISSED) && line.includes(',訪問者,')), 'the visitor’s question is a row');
    assert.ok(lines.some((line) => line.includes(TAUGHT) && line.includes('ナレッジ（Q&A）')), 'the taught answer is a row, with its engine');
    assert.ok(lines.some((line) => line.includes('👎')), 'the 👎 is in the 評価 column');
    assert.ok(lines.slice(1).every((line) => /^[0-9a-f-]{36},\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2},/.test(line)), 'every row starts with the conversation id and the time');
  });

  test('the Shift_JIS export writes the 👎 as 悪い, and the dialog says so', async () => {
    const page = console_;
    await page.goto(`${hostUrl}/conversationhistory?q=${encodeURIComponent('盆栽')}&review=reviewed`);
    await rowsShown(page, 1);
    await page.getByRole('button', { name: 'CSVエクスポート' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Shift_JIS' }).check();
    await dialog.getByText('Shift_JISでは評価（👍・👎）を「良い」「悪い」と書き出します。').waitFor();
    await snap(page, 'history-export-shift-jis');
    const downloaded = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'ダウンロード' }).click();
    const bytes = readFileSync(await (await downloaded).path());
    await page.getByText(/CSVをダウンロードしました（\d+行）/).waitFor();
    assert.notDeepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'no BOM in Shift_JIS');
    const lines = new TextDecoder('shift_jis').decode(bytes).split('\r\n');
    assert.equal(lines[0], '会話ID,日時,訪問者,ログイン種別,送信者,メッセージ,応答エンジン,評価,ページURL');
    assert.ok(lines.some((line) => line.includes(',エージェント,') && line.includes(',悪い,')), `the 👎 reads 悪い in the 評価 column: ${lines.join(' | ')}`);
    assert.ok(!lines.some((line) => /,\?,/.test(line)), 'no rating became ?');
  });

  test('deleting the conversation removes it from the list', async () => {
    const page = console_;
    await page.goto(`${hostUrl}/conversationhistory?q=${encodeURIComponent('盆栽')}`);
    await rowsShown(page, 1);
    await page.getByTestId('conversation-row').first().getByRole('link').click();
    await page.getByRole('heading', { name: '会話の詳細' }).waitFor();
    await page.getByRole('button', { name: 'この会話を削除' }).click();
    const confirm = page.getByRole('dialog', { name: 'この会話を削除しますか？' });
    await confirm.getByText('削除した会話は元に戻せません').waitFor();
    await confirm.getByRole('button', { name: '削除する' }).click();
    await page.waitForURL(/\/conversationhistory(\?|$)/);
    await page.getByText('条件に合う会話はありません').waitFor({ timeout: 15_000 });
  });
});
