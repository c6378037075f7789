// 分析 end to end: a visitor chats through the widget on the shop site (an answered question with
// 👍, a question the agent cannot answer with 👎); the owner sees the figures move on /analytics
// (each card as the API counts it), opens the trend as a table and follows today's row into
// 会話履歴, filtered to that day; sees today's figures, the missed question and the conversation on
// the dashboard; and teaches the missed question from 未回答の質問, after which the agent answers it.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { launchedBrowser, signedInContext, signedOutContext } from '../harness/browser.ts';
import { consoleApiAnswer } from '../harness/console.ts';
import { harnessInfo } from '../harness/harness-info.ts';
import { ownerApi } from '../harness/owner-api.ts';
import { freshAgent } from '../harness/agent-baseline.ts';
import { snap } from '../harness/screenshots.ts';
import { answerText, ask, conversationLog, openChat, WIDGET_TIMEOUT_MS } from '../harness/widget-page.ts';

const { apiUrl, demo, hostUrl, widget } = harnessInfo();
const owner = ownerApi(apiUrl, demo);
const INDEXED_MS = 60_000;

/** Worded apart from what other specs and the sample agent teach. */
const QA = { question: '陶芸教室の持ち物は何ですか', answer: '汚れてもよい服装とタオルをお持ちください。エプロンは貸し出しています。' };
const MISSED = '窯出しの見学はいつできますか';

async function indexed(id: string): Promise<void> {
  const deadline = Date.now() + INDEXED_MS;
  for (;;) {
    const current = await owner.json<{ status: string }>('GET', `knowledge-items/${id}`);
    if (current.status === 'ready') return;
    assert.ok(Date.now() < deadline, `knowledge ${id} indexed within ${INDEXED_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** The parts of GET analytics/summary this spec reads (shared-contracts' analyticsSummarySchema). */
interface Rate {
  numerator: number;
  denominator: number;
}
interface AnalyticsSummary {
  conversations: { value: number };
  questions: { value: number };
  answer_rate: Rate;
  satisfaction: Rate;
}

const today = () => owner.json<AnalyticsSummary>('GET', 'analytics/summary?period=today');

async function rate(page: Page, message: string, button: '役に立った' | '役に立たなかった'): Promise<void> {
  const answer = await ask(page, message);
  const id = await answer.getAttribute('data-message-id');
  const row = conversationLog(page).locator(`[data-message-id="${id}"]`).locator('xpath=..');
  const stored = page.waitForResponse((r) => r.url().endsWith(`/messages/${id}/feedback`) && r.request().method() === 'PUT', { timeout: WIDGET_TIMEOUT_MS });
  await row.getByRole('button', { name: button }).click();
  assert.equal((await stored).status(), 204);
  if (button === '役に立った') assert.equal(await answerText(answer), QA.answer);
}

describe('分析', () => {
  const launched = launchedBrowser();
  let console_: Page;
  let qaId = '';
  let taughtId = '';
  let before_: AnalyticsSummary;

  before(async () => {
    await freshAgent();
    qaId = (await owner.json<{ id: string }>('POST', 'knowledge-items', { type: 'qa', question: QA.question, answer: QA.answer })).id;
    await indexed(qaId);
    before_ = await today();
    console_ = await (await signedInContext(launched.browser)).newPage();
  });

  after(async () => {
    await console_?.context().close();
    if (qaId) await owner.request('DELETE', `knowledge-items/${qaId}`);
    if (taughtId) await owner.request('DELETE', `knowledge-items/${taughtId}`);
  });

  test('a visitor chats: an answer marked 👍, a missed question marked 👎', async () => {
    const visitor = await (await signedOutContext(launched.browser)).newPage();
    await visitor.goto(`${widget.allowed}/pottery.html?from=e2e`);
    await openChat(visitor);
    await rate(visitor, QA.question, '役に立った');
    await rate(visitor, MISSED, '役に立たなかった');
    await visitor.context().close();
  });

  test('each figure moves on /analytics, as the API counts it', async () => {
    const now = await today();
    assert.equal(now.conversations.value, before_.conversations.value + 1, 'one more conversation today');
    assert.equal(now.questions.value, before_.questions.value + 2, 'two more questions');
    assert.equal(now.answer_rate.denominator, before_.answer_rate.denominator + 2, 'both answers count toward 回答率');
    assert.equal(now.answer_rate.numerator, before_.answer_rate.numerator + 1, 'the fallback is not answered');
    assert.equal(now.satisfaction.numerator, before_.satisfaction.numerator + 1, 'one 👍');
    assert.equal(now.satisfaction.denominator, before_.satisfaction.denominator + 2, 'two rated');

    const page = console_;
    await page.goto(`${hostUrl}/analytics?period=today`);
    await page.getByRole('heading', { name: '分析', level: 1 }).waitFor();
    const card = (kpi: string) => page.getByTestId(`kpi-${kpi}`);
    await card('conversations').getByTestId('kpi-value').filter({ hasText: `${now.conversations.value}件` }).waitFor();
    assert.equal(await card('questions').getByTestId('kpi-value').textContent(), `${now.questions.value}件`);
    assert.match((await card('answer_rate').getByTestId('kpi-parts').textContent()) ?? '', new RegExp(`${now.answer_rate.numerator} / ${now.answer_rate.denominator}`));
    assert.match((await card('satisfaction').getByTestId('kpi-parts').textContent()) ?? '', new RegExp(`${now.satisfaction.numerator} / ${now.satisfaction.denominator}`));

    // The definition is one keyboard stop away.
    await card('answer_rate').getByRole('button', { name: '回答率の定義' }).focus();
    await page.getByRole('tooltip').filter({ hasText: '回答が見つからないとき' }).waitFor();

    // The charts drew (a chart that throws would leave the panel's error instead).
    const trend = page.getByRole('region', { name: '会話数・質問数・未回答の推移' });
    await trend.locator('svg').first().waitFor();
    assert.equal(await page.getByText(/を読み込めませんでした/).count(), 0, 'no panel failed');
    await snap(page, 'analytics-today');
  });

  test('the trend as a table leads into 会話履歴, filtered to the day', async () => {
    const page = console_;
    const trend = page.getByRole('region', { name: '会話数・質問数・未回答の推移' });
    await trend.getByRole('button', { name: '表', exact: true }).click();
    const day = now().toISOString().slice(0, 10);
    const link = trend.getByRole('link', { name: new RegExp(day) });
    await link.click();
    await page.waitForURL(/\/conversationhistory\?/);
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('from'), url.searchParams.get('to'), `one day: ${url.search}`);
    await page.getByRole('heading', { name: '会話履歴', level: 1 }).waitFor();
    await page.getByText(QA.question).first().waitFor();
  });

  test('the dashboard shows today against yesterday, the missed question and the conversation', async () => {
    const now = await today();
    const page = console_;
    await page.goto(`${hostUrl}/`);
    const todayPanel = page.getByRole('region', { name: '今日の状況' });
    await todayPanel.getByTestId('kpi-conversations').getByTestId('kpi-value').filter({ hasText: `${now.conversations.value}件` }).waitFor();
    assert.match((await todayPanel.getByTestId('kpi-conversations').textContent()) ?? '', /昨日/);
    const unanswered = page.getByRole('region', { name: '未回答の質問' });
    await unanswered.getByText(MISSED).waitFor();
    const recent = page.getByRole('region', { name: '最近の会話' });
    await recent.getByRole('link', { name: QA.question }).first().click();
    await page.waitForURL(/\/conversationhistory\/[0-9a-f-]+/);
    await page.getByText(MISSED).first().waitFor();
    await page.goto(`${hostUrl}/`);
    await page.getByRole('region', { name: '未回答の質問' }).getByText(MISSED).waitFor();
    // At 1088 px the question is read, not squeezed beside its counts (it once took four lines).
    const original = page.viewportSize();
    try {
      await page.setViewportSize({ width: 1088, height: 900 });
      const lines = await page
        .getByRole('region', { name: '未回答の質問' })
        .getByText(MISSED, { exact: true })
        .evaluate((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
        });
      assert.ok(lines <= 2, `「${MISSED}」 on ${lines} lines at 1088 px`);
    } finally {
      if (original) await page.setViewportSize(original);
    }
    await snap(page, 'dashboard');
  });

  test('ナレッジに追加 from 未回答の質問 teaches the agent the missed question', async () => {
    const page = console_;
    await page.goto(`${hostUrl}/analytics?period=today`);
    const unanswered = page.getByRole('region', { name: '未回答の質問' });
    await unanswered.getByRole('button', { name: `「${MISSED}」をナレッジに追加` }).click();
    const dialog = page.getByRole('dialog', { name: 'ナレッジに追加' });
    assert.equal(await dialog.getByRole('textbox', { name: '質問' }).inputValue(), MISSED);
    const answer = '窯出しの見学は毎月第2土曜日の午後にご案内しています。';
    await dialog.getByRole('textbox', { name: '回答' }).fill(answer);
    const taught = consoleApiAnswer(page, 'POST', (url) => url.pathname.endsWith('/knowledge-items/teach'), INDEXED_MS);
    await dialog.getByRole('button', { name: '追加する' }).click();
    const response = await taught;
    assert.equal(response.status(), 200);
    const body = (await response.json()) as { item_id: string; answered: boolean };
    taughtId = body.item_id;
    assert.equal(body.answered, true, 'the runtime now answers it with the new Q&A');
    await dialog.getByText('この質問にはこのQ&Aで回答するようになりました').waitFor();
    await dialog.getByRole('button', { name: '閉じる' }).click();

    // A visitor asking it again now gets the answer.
    const visitor = await (await signedOutContext(launched.browser)).newPage();
    await visitor.goto(`${widget.allowed}/pottery.html?from=e2e-taught`);
    await openChat(visitor);
    assert.equal(await answerText(await ask(visitor, MISSED)), answer);
    await visitor.context().close();
  });
});

/** Today on the owner's clock (Asia/Tokyo, the default business-hours zone). */
function now(): Date {
  return new Date(Date.now() + 9 * 3_600_000);
}
