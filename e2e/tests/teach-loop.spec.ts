// The review-and-teach loop closes (issue #40): a visitor's question the agent misses shows in the
// dashboard's 未回答の質問; the owner teaches it there; after a reload it is gone from the list and
// listed under 対応済み on 分析 (where the dashboard's すべて見る lands); its message in 会話履歴 is
// marked as taught, and teaching it again is steered to the Q&A that already holds it, never to a
// second Q&A.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { launchedBrowser, signedInContext, signedOutContext } from '../harness/browser.ts';
import { consoleApiAnswer } from '../harness/console.ts';
import { harnessInfo } from '../harness/harness-info.ts';
import { ownerApi } from '../harness/owner-api.ts';
import { freshAgent } from '../harness/agent-baseline.ts';
import { snap } from '../harness/screenshots.ts';
import { answerText, ask, openChat } from '../harness/widget-page.ts';

const { apiUrl, demo, hostUrl, widget } = harnessInfo();
const owner = ownerApi(apiUrl, demo);
const TEACH_MS = 60_000;

/**
 * Worded apart from what other specs and the sample agent teach, and from the keywords they search
 * for (history.spec.ts finds its conversation by 盆栽: run after this spec, it found this one too).
 */
const MISSED = '苔玉の植え替え講座は予約が要りますか';
const ANSWER = '植え替え講座は予約制です。前日の17時までにお電話でご予約ください。';

interface QuestionRow {
  text: string;
  key: string;
  missed: number;
  taught: { item_id: string; item_title: string } | null;
}
const listed = async (kind: 'unanswered' | 'taught') =>
  (await owner.json<{ data: QuestionRow[] }>('GET', `analytics/questions?period=7d&kind=${kind}&top=100`)).data;

describe('the review-and-teach loop', () => {
  const launched = launchedBrowser();
  let page: Page;
  let taughtId = '';
  let conversationId = '';

  before(async () => {
    await freshAgent();
    page = await (await signedInContext(launched.browser)).newPage();
  });

  after(async () => {
    await page?.context().close();
    if (taughtId) await owner.request('DELETE', `knowledge-items/${taughtId}`);
  });

  test('a visitor asks what the knowledge does not answer: it shows in the dashboard’s 未回答の質問', async () => {
    const visitor = await (await signedOutContext(launched.browser)).newPage();
    await visitor.goto(`${widget.allowed}/pottery.html?from=e2e-teach-loop`);
    await openChat(visitor);
    const started = visitor.waitForResponse((r) => /\/conversations\/[0-9a-f-]+\/messages/.test(r.url()) && r.request().method() === 'POST');
    await ask(visitor, MISSED);
    conversationId = /\/conversations\/([0-9a-f-]+)\/messages/.exec((await started).url())?.[1] ?? '';
    assert.ok(conversationId, 'the conversation id');
    await visitor.context().close();
    assert.ok((await listed('unanswered')).some((row) => row.text === MISSED && row.missed >= 1), 'listed as missed');

    await page.goto(`${hostUrl}/`);
    const unanswered = page.getByRole('region', { name: '未回答の質問' });
    await unanswered.getByText(MISSED).waitFor();
    await unanswered.getByTestId('panel-period').waitFor();
    await unanswered.scrollIntoViewIfNeeded();
    await snap(page, 'teach-loop-dashboard-before');
  });

  test('taught from the dashboard, it leaves the list at once and after a reload', async () => {
    const unanswered = page.getByRole('region', { name: '未回答の質問' });
    await unanswered.getByRole('button', { name: `「${MISSED}」をナレッジに追加` }).click();
    const dialog = page.getByRole('dialog', { name: 'ナレッジに追加' });
    await dialog.getByRole('textbox', { name: '回答' }).fill(ANSWER);
    await snap(page, 'teach-loop-dialog');
    const taught = consoleApiAnswer(page, 'POST', (url) => url.pathname.endsWith('/knowledge-items/teach'), TEACH_MS);
    await dialog.getByRole('button', { name: '追加する' }).click();
    const response = await taught;
    assert.equal(response.status(), 200);
    const body = (await response.json()) as { item_id: string; answered: boolean };
    taughtId = body.item_id;
    assert.equal(body.answered, true, 'the runtime now answers it with the new Q&A');
    await dialog.getByText('この質問にはこのQ&Aで回答するようになりました').waitFor();
    await dialog.getByRole('button', { name: '閉じる' }).click();

    await unanswered.getByText(MISSED).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('region', { name: '未回答の質問' }).getByTestId('panel-period').waitFor();
    assert.equal(await page.getByRole('region', { name: '未回答の質問' }).getByText(MISSED).count(), 0, 'gone after a reload');
    assert.ok(!(await listed('unanswered')).some((row) => row.text === MISSED), 'the API leaves it out too');
  });

  test('すべて見る lands on the table, where 対応済み lists what was taught', async () => {
    await page.getByRole('link', { name: '未回答の質問をすべて分析で見る' }).click();
    await page.waitForURL(/\/analytics#unanswered$/);
    const panel = page.locator('#unanswered');
    await panel.getByTestId('panel-period').waitFor();
    // Landed on the table itself, not the top of 分析 (the KPI cards and charts above it are taller than the window).
    await page.waitForFunction(() => {
      const top = document.getElementById('unanswered')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < window.innerHeight / 2;
    });
    const title = await page.getByRole('heading', { name: '分析', level: 1 }).boundingBox();
    assert.ok(title && title.y < 0, `scrolled past the title (its top at ${title?.y})`);
    await panel.getByRole('button', { name: '対応済み' }).click();
    const table = panel.getByRole('table', { name: '対応済みの質問（ナレッジに追加した質問、新しい順）' });
    const row = table.getByRole('row').filter({ hasText: MISSED });
    await row.waitFor();
    assert.match((await row.textContent()) ?? '', /新しいQ&A/);
    assert.equal(await row.getByRole('link', { name: `Q&A「${MISSED}」を開く` }).getAttribute('href'), `/chatsettings/knowledgedatastore/edit/${taughtId}`);
    await snap(page, 'teach-loop-taught');
  });

  test('a visitor asking it again gets the answer; the message is marked taught and teaching it again is steered to the Q&A', async () => {
    const visitor = await (await signedOutContext(launched.browser)).newPage();
    await visitor.goto(`${widget.allowed}/pottery.html?from=e2e-teach-loop-again`);
    await openChat(visitor);
    assert.equal(await answerText(await ask(visitor, MISSED)), ANSWER);
    await visitor.context().close();
    const taught = (await listed('taught')).find((row) => row.text === MISSED);
    assert.equal(taught?.taught?.item_id, taughtId);

    await page.goto(`${hostUrl}/conversationhistory/${conversationId}`);
    const mark = page.getByTestId('message-taught');
    await mark.waitFor();
    assert.match((await mark.textContent()) ?? '', /対応済み/);
    await page.getByRole('button', { name: 'ナレッジに追加' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'ナレッジに追加' });
    const notice = dialog.getByTestId('teach-duplicate');
    await notice.waitFor();
    assert.match((await notice.textContent()) ?? '', new RegExp(`Q&A「${MISSED}」にすでに登録されています`));
    await snap(page, 'teach-loop-again');
    // The API refuses a second Q&A for the question whatever the dialog shows.
    const before_ = (await owner.json<{ total_records: number }>('GET', 'knowledge-items?limit=50')).total_records;
    await dialog.getByRole('textbox', { name: '回答' }).fill('別の答え');
    const refused = consoleApiAnswer(page, 'POST', (url) => url.pathname.endsWith('/knowledge-items/teach'), TEACH_MS);
    await dialog.getByRole('button', { name: '追加する' }).click();
    assert.equal((await refused).status(), 409);
    await dialog.getByText(/すでに登録されています/).first().waitFor();
    assert.equal((await owner.json<{ total_records: number }>('GET', 'knowledge-items?limit=50')).total_records, before_, 'nothing created');
    await dialog.getByRole('button', { name: 'キャンセル' }).click();
  });
});
