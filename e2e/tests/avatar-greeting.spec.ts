// エージェント基本設定's あいさつ as visitors meet it: the owner writes a new greeting in the console and
// saves it; on a shop site of another origin, opening the chat makes the avatar say it (its variables
// filled in) in a bubble over its head, beside the panel and not over the chat, and aloud through the
// browser's voice; once per conversation, so the next open says nothing.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signedInContext, signedOutContext, launchedBrowser } from '../harness/browser.ts';
import { expectScreen, visible } from '../harness/console.ts';
import { harnessInfo } from '../harness/harness-info.ts';
import { ownerApi } from '../harness/owner-api.ts';
import { chat, chatFrame, launcher, openChat, settleChat, snapWidget, WIDGET_TIMEOUT_MS, widgetHost } from '../harness/widget-page.ts';
import { freshAgent } from '../harness/agent-baseline.ts';

const { hostUrl, apiUrl, demo, widget } = harnessInfo();
const owner = ownerApi(apiUrl, demo);
const GREETING = '{agent_name}です。家具選びのご相談、お気軽にどうぞ！';
const SITE_VIEWPORT = { width: 1440, height: 900 };

/** Every frame of the page records what it asks the browser's voice to say (headless Chromium has no voices to hear). */
function recordSpeech(): void {
  const spoken: string[] = [];
  Object.assign(window, { __spoken: spoken });
  const synth = window.speechSynthesis;
  if (!synth) return;
  const speak = synth.speak.bind(synth);
  synth.speak = (utterance: SpeechSynthesisUtterance) => {
    spoken.push(utterance.text);
    speak(utterance);
  };
}

describe('the avatar says the basic agent settings greeting', { timeout: 180_000 }, () => {
  const session = launchedBrowser();
  const saved: Record<string, Record<string, unknown>> = {};

  before(async () => {
    await freshAgent();
    for (const path of ['basic-agent-settings', 'voice-settings', 'url-settings', 'chat-ui-settings']) {
      const { updated_at: _updated, ...current } = await owner.json<Record<string, unknown>>('GET', path);
      saved[path] = current;
    }
    await owner.json('PUT', 'url-settings', { restrict_origins: false, allowed_origins: [], page_rules: [] });
    await owner.json('PUT', 'voice-settings', { ...saved['voice-settings'], enabled: true, engine: { type: 'browser', voice_name: null, lang: 'ja-JP' } });
    await owner.json('PUT', 'chat-ui-settings', { ...saved['chat-ui-settings'], show_avatar: true, open_on_load: false });
  });

  after(async () => {
    for (const [path, body] of Object.entries(saved)) await owner.json('PUT', path, body);
  });

  test('a new greeting saved in the console is what the avatar says when the visitor opens the chat', async () => {
    const { browser } = session;
    const consoleContext = await signedInContext(browser);
    const page = await consoleContext.newPage();
    await page.goto(`${hostUrl}/avatarsettings/basicagentsettings`);
    await expectScreen(page, 'エージェント基本設定');
    const name = await visible(page.getByRole('textbox', { name: 'エージェント名' }));
    const agentName = await name.inputValue();
    const greeting = page.getByRole('textbox', { name: 'あいさつ' });
    await greeting.fill(GREETING);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await visible(page.getByText('保存しました', { exact: true }));
    await page.reload();
    await visible(greeting);
    assert.equal(await greeting.inputValue(), GREETING);
    await consoleContext.close();

    const said = GREETING.replace('{agent_name}', agentName);
    const context = await signedOutContext(browser, { viewport: SITE_VIEWPORT });
    await context.addInitScript(recordSpeech);
    const site = await context.newPage();
    await site.goto(`${widget.allowed}/`);
    await openChat(site);

    const bubble = chat(site).locator('.avatar-slot .avatar-says');
    await bubble.waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
    assert.equal(await bubble.textContent(), said);
    // The chat's own first message is still the conversation settings' fixed greeting.
    assert.notEqual(await chat(site).locator('.log .greeting .bubble').textContent(), said);

    const [bubbleBox, panelBox, avatarBox] = await Promise.all([
      bubble.boundingBox(),
      chat(site).locator('.panel').boundingBox(),
      chat(site).locator('.avatar-slot .avatar-chat-avatar').boundingBox(),
    ]);
    assert.ok(bubbleBox && panelBox && avatarBox, 'the bubble, the panel and the avatar are drawn');
    const apart = bubbleBox.x + bubbleBox.width <= panelBox.x || bubbleBox.x >= panelBox.x + panelBox.width;
    assert.ok(apart, `the bubble (${bubbleBox.x}–${bubbleBox.x + bubbleBox.width}) stays off the panel (${panelBox.x}–${panelBox.x + panelBox.width})`);
    assert.ok(bubbleBox.y + bubbleBox.height <= avatarBox.y + 1, 'the bubble is over the avatar’s head');

    const frame = await chatFrame(site);
    const spoken = await frame.evaluate(() => (window as unknown as { __spoken?: string[] }).__spoken ?? []);
    assert.deepEqual(spoken, [said], 'the greeting is spoken with the browser voice');
    await snapWidget(site, 'avatar-greeting-site');

    // A few seconds later it is gone; the next open of the same conversation says nothing.
    await bubble.waitFor({ state: 'detached', timeout: 15_000 });
    await launcher(site).click();
    await widgetHost(site).getByRole('button', { name: /を開く$/ }).waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
    await launcher(site).click();
    await settleChat(site);
    await chat(site).locator('.log .greeting').waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
    await site.waitForTimeout(500);
    assert.equal(await chat(site).locator('.avatar-says').count(), 0, 'once per conversation');
    assert.deepEqual(await frame.evaluate(() => (window as unknown as { __spoken?: string[] }).__spoken ?? []), [said]);
    await context.close();
  });

  test('on a phone, where the avatar sits in the header, it says the greeting there, on a line of the header under the title (issue #45)', async () => {
    const { browser } = session;
    const context = await signedOutContext(browser, { viewport: { width: 390, height: 844 } });
    const site = await context.newPage();
    await site.goto(`${widget.allowed}/`);
    await openChat(site);
    const bubble = chat(site).locator('.header .avatar-says');
    await bubble.waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
    assert.match((await bubble.textContent()) ?? '', /家具選びのご相談、お気軽にどうぞ！$/);
    // The phone's whole-window header leaves the title too little room to stand in for it: it stays.
    assert.equal(await chat(site).locator('.title').isVisible(), true);
    const [title, said] = await Promise.all([chat(site).locator('.title').boundingBox(), bubble.boundingBox()]);
    assert.ok(title && said && said.y >= title.y + title.height, `the greeting is under the title: ${JSON.stringify({ title, said })}`);
    await site.screenshot({ path: join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots', 'avatar-greeting-phone-390.png') });
    await bubble.waitFor({ state: 'detached', timeout: 15_000 });
    assert.equal(await chat(site).locator('.title').isVisible(), true, 'the title is back');
    await context.close();
  });
});
