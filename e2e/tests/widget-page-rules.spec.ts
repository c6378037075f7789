// What the owner sets in リンク設定 (page rules) and 会話設定 › チャットUI, seen by a visitor of the shop
// site (harness/widget-sites.ts, which serves its page at every *.html path): a page where the widget
// does not appear at all (no launcher, no request to the API), a page with a greeting of its own (in
// the bubble beside the launcher and as the chat's first message), a page where the chat opens by
// itself, and the first matching rule winning over a later one. Then the chat UI settings: theme
// colour, launcher on the left, title, welcome bubble and opening on load. Settings go in through the
// owner API and are put back afterwards. Each page is visited in a new browser context, so the
// loader's one-minute cache never hides a change.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { signedOutContext, VIEWPORT, launchedBrowser } from '../harness/browser.ts';
import { harnessInfo } from '../harness/harness-info.ts';
import { ownerApi } from '../harness/owner-api.ts';
import { chat, chatFrame, composer, conversationLog, launcher, openChat, snapWidget, WIDGET_TIMEOUT_MS, widgetHost } from '../harness/widget-page.ts';
import { freshAgent } from '../harness/agent-baseline.ts';

const { apiUrl, demo, widget } = harnessInfo();
const owner = ownerApi(apiUrl, demo);

const SALE_GREETING = 'セール中の豆について、お気軽にお尋ねください';
const NEWS_GREETING = 'お知らせの内容についてご案内します';
const CHAT_UI = {
  title: '森の音コンシェルジュ',
  welcome_message: '焙煎のことならお任せください',
  theme_color: '#0f766e',
};

const page = (path: string) => `${widget.allowed}/${path}`;
const PAGE_RULES = [
  { pattern: page('checkout.html'), action: { type: 'hide' } },
  { pattern: page('sale.html'), action: { type: 'greeting', message: SALE_GREETING } },
  { pattern: page('help.html'), action: { type: 'open_automatically' } },
  // Two rules for the same page: the first one applies, whichever it is.
  { pattern: page('news/*'), action: { type: 'greeting', message: NEWS_GREETING } },
  { pattern: page('news/closed.html'), action: { type: 'hide' } },
  { pattern: page('guide/*'), action: { type: 'hide' } },
  { pattern: page('guide/open.html'), action: { type: 'open_automatically' } },
];

type Settings = Record<string, unknown>;
const withoutStamp = ({ updated_at: _updated, ...rest }: Settings & { updated_at?: unknown }): Settings => rest;

/** `#0f766e` as getComputedStyle writes it. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe('page rules and chat UI settings on the owner’s site', () => {
  const session = launchedBrowser();
  let savedUrls: Settings;
  let savedChatUi: Settings;
  const contexts: BrowserContext[] = [];

  /** A visitor arriving at `path` in a browser of their own; `requests` lists what the page asked of the API. */
  async function visit(path: string): Promise<{ page: Page; requests: string[] }> {
    const context = await signedOutContext(session.browser);
    contexts.push(context);
    const visitor = await context.newPage();
    const requests: string[] = [];
    visitor.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === new URL(apiUrl).origin) requests.push(`${request.method()} ${url.pathname}`);
    });
    await visitor.goto(page(path));
    return { page: visitor, requests };
  }

  async function closeContexts(): Promise<void> {
    for (const context of contexts.splice(0)) await context.close();
  }

  const bubble = (visitor: Page) => widgetHost(visitor).locator('.b');

  before(async () => {
    await freshAgent();
    savedUrls = withoutStamp(await owner.json<Settings>('GET', 'url-settings'));
    savedChatUi = withoutStamp(await owner.json<Settings>('GET', 'chat-ui-settings'));
    // Other specs may have left open_on_load or a left launcher: this part starts from the defaults' behaviour.
    await owner.json('PUT', 'chat-ui-settings', { ...savedChatUi, open_on_load: false, launcher_side: 'right', welcome_message: 'ご質問があればお気軽にどうぞ' });
    await owner.json('PUT', 'url-settings', { restrict_origins: true, allowed_origins: [widget.allowed], page_rules: PAGE_RULES });
  });

  after(async () => {
    await closeContexts();
    if (savedUrls) await owner.json('PUT', 'url-settings', savedUrls);
    if (savedChatUi) await owner.json('PUT', 'chat-ui-settings', savedChatUi);
  });

  test('a page the owner hides the widget on: no launcher, and nothing asked of the API but the loader', async () => {
    const { page: visitor, requests } = await visit('checkout.html');
    await visitor.waitForLoadState('networkidle');
    await visitor.waitForTimeout(1_000);
    assert.equal(await widgetHost(visitor).count(), 0, 'the loader drew nothing');
    assert.deepEqual(requests, [`GET /api/v1/public/widget/${widget.agentId}/widget.js`]);
    await snapWidget(visitor, 'widget-page-rule-hidden');

    // The shop's other pages keep it.
    const { page: home } = await visit('');
    await launcher(home).waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
    assert.equal(await bubble(home).textContent().then((text) => text?.includes('ご質問があればお気軽にどうぞ')), true);
    await closeContexts();
  });

  test('a page with a greeting of its own says it in the bubble and as the chat’s first message', async () => {
    const { page: visitor } = await visit('sale.html');
    await launcher(visitor).waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
    const said = (await bubble(visitor).textContent()) ?? '';
    assert.ok(said.includes(SALE_GREETING), `the bubble says the page's greeting: ${said}`);
    assert.ok(!said.includes('ご質問があればお気軽にどうぞ'), 'instead of the welcome message');
    await snapWidget(visitor, 'widget-page-rule-greeting-bubble');

    await openChat(visitor);
    const first = conversationLog(visitor).locator('.greeting .bubble');
    assert.equal((await first.textContent())?.trim(), SALE_GREETING);
    await snapWidget(visitor, 'widget-page-rule-greeting-chat');
    await closeContexts();
  });

  test('a page where the chat opens by itself, without the visitor pressing anything', async () => {
    const { page: visitor } = await visit('help.html');
    await composer(visitor).waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
    await conversationLog(visitor).locator('.greeting').waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
    assert.equal(await launcher(visitor).getAttribute('aria-expanded'), 'true');
    assert.equal(await launcher(visitor).getAttribute('aria-label'), 'チャットを閉じる');
    // Opening by itself does not take the focus from the page the visitor is reading.
    const focusedInFrame = await (await chatFrame(visitor)).evaluate(() => document.hasFocus() && document.activeElement !== document.body);
    assert.equal(focusedInFrame, false);
    await snapWidget(visitor, 'widget-page-rule-open');
    await closeContexts();
  });

  test('when two rules match a page, the first one applies', async () => {
    // news/*: greeting, then news/closed.html: hide → the greeting wins, the widget is there.
    const { page: news } = await visit('news/closed.html');
    await launcher(news).waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
    assert.ok(((await bubble(news).textContent()) ?? '').includes(NEWS_GREETING));
    assert.equal(await widgetHost(news).locator('iframe').count(), 0, 'and it does not open by itself');
    await openChat(news);
    assert.equal((await conversationLog(news).locator('.greeting .bubble').textContent())?.trim(), NEWS_GREETING);

    // guide/*: hide, then guide/open.html: open automatically → hidden.
    const { page: guide, requests } = await visit('guide/open.html');
    await guide.waitForLoadState('networkidle');
    await guide.waitForTimeout(1_000);
    assert.equal(await widgetHost(guide).count(), 0);
    assert.deepEqual(requests, [`GET /api/v1/public/widget/${widget.agentId}/widget.js`]);
    await closeContexts();
  });

  test('the chat UI settings reach the widget: theme colour, launcher on the left, title, welcome bubble, opening on load', async () => {
    await owner.json('PUT', 'chat-ui-settings', { ...savedChatUi, ...CHAT_UI, launcher_side: 'left', open_on_load: false });
    const { page: visitor } = await visit('');
    const button = launcher(visitor);
    await button.waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
    assert.equal(await button.evaluate((node) => getComputedStyle(node).backgroundColor), rgb(CHAT_UI.theme_color));
    assert.equal(await button.getAttribute('aria-label'), `${CHAT_UI.title}を開く`);
    const box = await button.boundingBox();
    assert.ok(box && box.x + box.width < VIEWPORT.width / 2, `the launcher stands on the left (x ${box?.x})`);
    const said = (await bubble(visitor).textContent()) ?? '';
    assert.ok(said.includes(CHAT_UI.welcome_message), `the welcome bubble is the owner's: ${said}`);
    const bubbleBox = await bubble(visitor).boundingBox();
    assert.ok(bubbleBox && bubbleBox.x < VIEWPORT.width / 2, 'above the launcher, on the left');
    await snapWidget(visitor, 'widget-chat-ui-closed');

    await openChat(visitor);
    const frameBox = await widgetHost(visitor).locator('iframe').boundingBox();
    assert.ok(frameBox && frameBox.x < VIEWPORT.width / 2, `the chat opens on the left too (x ${frameBox?.x})`);
    assert.equal(await chat(visitor).getByRole('heading', { level: 1 }).textContent(), CHAT_UI.title);
    const header = await (await chatFrame(visitor)).evaluate(() => getComputedStyle(document.querySelector('.header') as Element).backgroundColor);
    assert.equal(header, rgb(CHAT_UI.theme_color));
    const send = await (await chatFrame(visitor)).evaluate(() => getComputedStyle(document.querySelector('button.send') as Element).backgroundColor);
    assert.equal(send, rgb(CHAT_UI.theme_color));
    await snapWidget(visitor, 'widget-chat-ui-open');

    // Opening on load: the next visitor finds the chat open without pressing anything.
    await owner.json('PUT', 'chat-ui-settings', { ...savedChatUi, ...CHAT_UI, launcher_side: 'left', open_on_load: true });
    const { page: next } = await visit('');
    await composer(next).waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
    assert.equal(await launcher(next).getAttribute('aria-expanded'), 'true');
    await snapWidget(next, 'widget-chat-ui-open-on-load');
    await closeContexts();
  });
});
