// Learning from visitors (issue #15), end to end: a visitor asks in words the owner never wrote, the
// agent is unsure and offers もしかして… candidates in the widget, the visitor presses one and gets its
// answer; the owner finds the visitor's words proposed on the knowledge screen and beside the
// conversation in 会話履歴, and adds them to the Q&A's 言い換え from there; the same question now gets
// the answer at once, with no candidates.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { launchedBrowser, signedInContext, signedOutContext } from '../harness/browser.ts';
import { expectScreen, visible } from '../harness/console.ts';
import { freshAgent } from '../harness/agent-baseline.ts';
import { harnessInfo } from '../harness/harness-info.ts';
import { addQaIndexed } from '../harness/knowledge.ts';
import { ownerApi } from '../harness/owner-api.ts';
import { snap } from '../harness/screenshots.ts';
import { answers, ask, answerText, chat, openChat, snapWidget, WIDGET_TIMEOUT_MS } from '../harness/widget-page.ts';

const { hostUrl, apiUrl, demo, widget } = harnessInfo();
const owner = ownerApi(apiUrl, demo);

// Words of this spec's own, so that neither the sample knowledge nor another spec's answers here.
const CANOE = { question: 'カヌー教室はありますか？', answer: '毎週土曜日の午前にカヌー教室を開いています。道具はすべてお貸しします。' };
const YACHT = { question: 'ヨット教室はありますか？', answer: 'ヨット教室は5月から9月までの日曜日です。' };
/** Asks of both alike: unsure, the agent offers both. */
const VISITOR_WORDS = 'カヌーとヨットの体験';

const addQa = (qa: Parameters<typeof addQaIndexed>[1]) => addQaIndexed(owner, qa);

describe('a visitor’s words become a phrasing the owner confirms', () => {
  const launched = launchedBrowser();
  let visitorContext: BrowserContext;
  let visitor: Page;
  let ownerContext: BrowserContext;
  let console_: Page;
  const items: string[] = [];
  let savedDetailAi: Record<string, unknown> | null = null;

  before(async () => {
    await freshAgent();
    await owner.json('PUT', 'url-settings', { restrict_origins: false, allowed_origins: [], page_rules: [] });
    const { api_key_status: _status, updated_at: _updated, ...detail } = await owner.json<Record<string, unknown>>('GET', 'detail-ai-settings');
    savedDetailAi = detail;
    await owner.json('PUT', 'detail-ai-settings', { ...detail, engine: { type: 'builtin' } });
    items.push(await addQa(CANOE), await addQa(YACHT));
    visitorContext = await signedOutContext(launched.browser);
    visitor = await visitorContext.newPage();
    ownerContext = await signedInContext(launched.browser);
    console_ = await ownerContext.newPage();
  });

  after(async () => {
    await visitorContext?.close();
    await ownerContext?.close();
    for (const id of items) await owner.json('DELETE', `knowledge-items/${id}`).catch(() => undefined);
    if (savedDetailAi) await owner.json('PUT', 'detail-ai-settings', savedDetailAi);
  });

  test('unsure, the widget offers the likely questions; pressing one answers it', async () => {
    await visitor.goto(`${widget.allowed}/`);
    await openChat(visitor);
    const unsure = await ask(visitor, VISITOR_WORDS);
    assert.equal(await answerText(unsure), 'もしかして、こちらのご質問でしょうか？');
    // The candidates sit under the answer's bubble, in its row.
    const offered = unsure.locator('..').getByRole('group', { name: 'ご質問の候補' });
    await visible(offered.getByRole('button', { name: CANOE.question }), WIDGET_TIMEOUT_MS);
    await visible(offered.getByRole('button', { name: YACHT.question }), WIDGET_TIMEOUT_MS);
    await snapWidget(visitor, 'widget-candidates');

    const answered = chat(visitor).locator('.bubble').filter({ hasText: CANOE.answer });
    await offered.getByRole('button', { name: CANOE.question }).click();
    await visible(answered, WIDGET_TIMEOUT_MS);
    // The press is the visitor's question in the conversation.
    await visible(chat(visitor).locator('.bubble').filter({ hasText: CANOE.question }), WIDGET_TIMEOUT_MS);
  });

  test('the owner sees the visitor’s words proposed on the knowledge screen and beside the conversation in 会話履歴, and adds them there', async () => {
    await console_.goto(`${hostUrl}/chatsettings/knowledgedatastore`);
    await expectScreen(console_, 'ナレッジデータストア');
    const panel = await visible(console_.getByRole('region', { name: '訪問者の言い回しの提案' }));
    const listed = await visible(panel.getByRole('listitem', { name: VISITOR_WORDS }));
    await visible(listed.getByRole('link', { name: CANOE.question }));
    assert.match((await listed.textContent()) ?? '', /1回選ばれました/);
    // The evidence beside it: one visitor's choice, so 言い換えに追加 is not offered as the thing to do,
    // and the owner is asked to read the conversation (会話を見る) first.
    assert.match((await listed.textContent()) ?? '', /1人が選択/);
    await visible(listed.getByText('1人の選択です。会話を確認してから追加してください'));
    assert.match((await listed.getByRole('link', { name: '会話を見る' }).getAttribute('href')) ?? '', /^\/conversationhistory\/[0-9a-f-]{36}$/);
    assert.match((await listed.getByRole('button', { name: '言い換えに追加' }).getAttribute('class')) ?? '', /MuiButton-outlined/);
    await snap(console_, 'knowledge-phrasing-proposals');

    // The same proposal beside the conversation it came from (会話を見る): the owner reads the exchange and decides there.
    await listed.getByRole('link', { name: '会話を見る' }).click();
    await console_.getByRole('heading', { name: '会話の詳細' }).waitFor();
    await visible(console_.getByText(VISITOR_WORDS).first());
    const aside = await visible(console_.getByRole('region', { name: '訪問者の言い回しの提案' }));
    const proposal = await visible(aside.getByRole('listitem', { name: VISITOR_WORDS }));
    await visible(proposal.getByRole('link', { name: CANOE.question }));
    assert.equal(await proposal.getByRole('link', { name: '会話を見る' }).count(), 0);
    await snap(console_, 'history-phrasing-proposal');
    await proposal.getByRole('button', { name: '言い換えに追加' }).click();
    await visible(console_.getByText(`「${CANOE.question}」の言い換えに追加しました。`), 30_000);
    await aside.waitFor({ state: 'detached', timeout: 20_000 });
    const item = await owner.json<{ alternatives: string[] }>('GET', `knowledge-items/${items[0]}`);
    assert.deepEqual(item.alternatives, [VISITOR_WORDS]);

    // Decided once, it is no longer open for the knowledge screen either.
    const open = await owner.json<{ items: { text: string }[] }>('GET', 'knowledge-items/phrasing-proposals');
    assert.deepEqual(open.items.filter((p) => p.text === VISITOR_WORDS), []);
  });

  test('the same words now get the answer at once, with no candidates', async () => {
    const sure = await ask(visitor, VISITOR_WORDS);
    assert.equal(await answerText(sure), CANOE.answer, `answers: ${JSON.stringify(await answers(visitor).allTextContents())}`);
    assert.equal(await sure.locator('..').getByRole('group', { name: 'ご質問の候補' }).count(), 0);
    await snapWidget(visitor, 'widget-confirmed-phrasing');
  });
});
