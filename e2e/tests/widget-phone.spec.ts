// The widget on a phone (issue #45), in Chromium emulating an iPhone (390×844) and an Android phone
// (360×800): touch, device scale 3, each one's user agent. On a shop page scrolled down, with a bar
// of its own fixed at the bottom: the launcher and its bubble clear the bar (the owner's offset);
// the chat takes the whole window and the page under it stays still; fields are 16 px and controls
// 44 px; a question answered; the fallback with its form keeps the question and the answer's first
// line in view; the form filled and sent; the keyboard (the window shortened, as Android's resizes
// it) keeps the composer and the latest message in view; a turn to landscape keeps the conversation
// and the half-typed message; 閉じる puts the visitor back exactly where they were on the page. And a
// desktop window of 1280×800 keeps its card. The avatar in a phone's header shows its emotion and,
// while it speaks (a VOICEVOX stand-in, as widget-voice.spec.ts), a ring that pulses with its mouth.
// Screenshots of every step: e2e/screenshots/widget-phone-*.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { startFakeVoicevox, toneWav } from '../../api/test/avatarsettings/fake-voicevox.ts';
import type { FakeServer } from '../../api/test/fake-server.ts';
import { launchedBrowser, signedOutContext } from '../harness/browser.ts';
import { harnessInfo } from '../harness/harness-info.ts';
import { ownerApi } from '../harness/owner-api.ts';
import { freshAgent } from '../harness/agent-baseline.ts';
import { addQaIndexed } from '../harness/knowledge.ts';
import { removeLeftovers } from '../harness/leftovers.ts';
import { addFallbackForm, assertAnswerStartInView, UNANSWERABLE } from '../harness/fallback-form.ts';
import { answers, answerText, chat, chatFrame, composer, conversationLog, launcher, settleChat, WIDGET_TIMEOUT_MS, widgetHost } from '../harness/widget-page.ts';

const { apiUrl, demo, widget, fakeSite } = harnessInfo();
const owner = ownerApi(apiUrl, demo);
const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/** This spec's own knowledge, worded apart from the sample agent's and other specs'. */
const GIFT = {
  question: 'ギフト包装はできますか',
  alternatives: ['贈り物用に包んでもらえますか'],
  answer: 'はい、ギフト包装は1点につき200円で承ります。ご注文画面の「ギフト包装」にチェックを入れてください。',
};
const FALLBACK_FORM = 'スマートフォンからのお問い合わせ';
/** The shop page's own bar fixed at its bottom (a cart or a menu, as Japanese shop sites have). */
const PAGE_BAR_PX = 64;
/** The owner's launcher offset that clears that bar. */
const LAUNCHER_OFFSET = { x: 16, y: 80 };
const WELCOME = 'ご注文やお届けのこと、お気軽にどうぞ';
/** Where the visitor had scrolled the page to when they opened the chat. */
const PAGE_SCROLL = 640;

const PHONES = [
  {
    name: 'iphone',
    viewport: { width: 390, height: 844 },
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  },
  {
    name: 'android',
    viewport: { width: 360, height: 800 },
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  },
] as const;

/**
 * Until the chat's own document has laid itself out at the iframe's new size and drawn twice, then
 * settleChat: headless Chromium hit-tests a tap into the out-of-process iframe by the frame's last
 * drawn layout, and after a turn of the phone a tap on 閉じる still found the landscape header there.
 */
async function settleTurn(page: Page, width: number): Promise<void> {
  const frame = await chatFrame(page);
  await frame.waitForFunction((w) => window.innerWidth === w, width, { timeout: WIDGET_TIMEOUT_MS });
  await frame.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await settleChat(page);
}

/** The page as the visitor sees it (CSS pixels, so the pictures are the phone's size). */
async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await settleChat(page);
  await page.screenshot({ path: join(SCREENSHOTS, `widget-phone-${name}.png`), scale: 'css' });
}

/** A longer shop page than the harness's, to scroll in, with a bar fixed at its bottom. */
async function longShopPage(page: Page): Promise<void> {
  await page.evaluate((barPx) => {
    const main = document.querySelector('main')!;
    for (let i = 1; i <= 12; i += 1) {
      const section = document.createElement('section');
      section.innerHTML = `<h2>おすすめの豆 ${i}</h2><p>深煎りから浅煎りまで、その日の気分で選べる豆をご用意しています。</p>`;
      main.append(section);
    }
    const bar = document.createElement('nav');
    bar.id = 'page-bar';
    bar.textContent = 'カートを見る';
    Object.assign(bar.style, { position: 'fixed', left: '0', right: '0', bottom: '0', height: `${barPx}px`, background: '#2f4f4f', color: '#fff', display: 'flex', alignItems: 'center', justifyContent: 'center', zIndex: '10' });
    document.body.append(bar);
    document.body.style.paddingBottom = `${barPx}px`;
  }, PAGE_BAR_PX);
  await page.evaluate((y) => window.scrollTo(0, y), PAGE_SCROLL);
}

/** Every text field in the frame, and its computed font size in px. */
async function fieldFontSizes(frame: Frame): Promise<{ field: string; px: number }[]> {
  return frame.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('textarea, select, input:not([type=checkbox]):not([type=radio])'))
      .filter((node) => node.getClientRects().length > 0)
      .map((node) => ({ field: node.id || node.getAttribute('name') || node.tagName, px: parseFloat(getComputedStyle(node).fontSize) })),
  );
}

/** Visible buttons of the frame smaller than a finger (44×44 CSS px); links inside text are exempt. */
async function smallTapTargets(frame: Frame): Promise<string[]> {
  return frame.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('button'))
      .filter((node) => node.getClientRects().length > 0)
      .map((node) => ({ node, box: node.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 - 0.5 || box.height < 44 - 0.5)
      .map(({ node, box }) => `${node.getAttribute('aria-label') ?? node.textContent?.trim()} ${Math.round(box.width)}×${Math.round(box.height)}`),
  );
}

/** Fills whatever contact form came with the fallback, field by field as a visitor would. */
async function fillForm(frame: Frame, formName: string): Promise<void> {
  const form = frame.getByRole('form', { name: formName });
  for (const field of await form.locator('input[type=text], input[type=email], input[type=tel], textarea').all()) {
    const type = await field.evaluate((node) => (node instanceof HTMLTextAreaElement ? 'long' : (node as HTMLInputElement).type));
    const value = { email: 'hana@example.com', tel: '09012345678', long: '龍の飼育についての本はありますか', text: '花子' }[type] ?? '花子';
    await field.fill(value);
  }
  for (const select of await form.locator('select').all()) await select.selectOption({ index: 1 });
  for (const box of await form.locator('.consent input[type=checkbox]').all()) await box.check();
  for (const group of await form.getByRole('radiogroup').all()) await group.getByRole('radio').first().check();
}

describe('the widget on a phone', () => {
  const launched = launchedBrowser();
  let formId = '';
  let savedChatUi: Record<string, unknown> | null = null;

  before(async () => {
    await freshAgent();
    await removeLeftovers(owner, 'knowledge-items', (row) => row.title === GIFT.question);
    await removeLeftovers(owner, 'forms', (row) => row.name === FALLBACK_FORM);
    await owner.json('PUT', 'url-settings', { restrict_origins: false, allowed_origins: [], page_rules: [] });
    const { updated_at: _updated, ...chatUi } = await owner.json<Record<string, unknown>>('GET', 'chat-ui-settings');
    savedChatUi = chatUi;
    await owner.json('PUT', 'chat-ui-settings', { ...chatUi, launcher_side: 'right', launcher_offset: LAUNCHER_OFFSET, welcome_message: WELCOME, open_on_load: false, show_avatar: true });
    // The built-in character, whose face the phone's header frames.
    const { updated_at: _avatarUpdated, ...avatar } = await owner.json<Record<string, unknown>>('GET', 'avatar-settings');
    await owner.json('PUT', 'avatar-settings', { ...avatar, source: 'builtin', media_id: null });
    await addQaIndexed(owner, GIFT);
    formId = await addFallbackForm(owner, FALLBACK_FORM);
  });

  after(async () => {
    if (savedChatUi) await owner.json('PUT', 'chat-ui-settings', savedChatUi);
    if (formId) await owner.json('DELETE', `forms/${formId}`);
    await freshAgent();
  });

  for (const phone of PHONES) {
    describe(`${phone.name} (${phone.viewport.width}×${phone.viewport.height})`, () => {
      let context: BrowserContext;
      let page: Page;
      const { width, height } = phone.viewport;
      const half = '送料はいくらで';

      before(async () => {
        const browser: Browser = launched.browser;
        context = await signedOutContext(browser, { viewport: phone.viewport, deviceScaleFactor: 3, isMobile: true, hasTouch: true, userAgent: phone.userAgent });
        page = await context.newPage();
      });
      after(async () => {
        await context?.close();
      });

      test('the launcher and its bubble stand clear of the page’s own bottom bar', async () => {
        await page.goto(`${widget.allowed}/`);
        await launcher(page).waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
        await longShopPage(page);
        assert.equal(await page.evaluate(() => window.scrollY), PAGE_SCROLL);
        const bar = await page.locator('#page-bar').boundingBox();
        const button = await launcher(page).boundingBox();
        const bubble = await widgetHost(page).getByText(WELCOME).boundingBox();
        assert.ok(bar && button && bubble, 'the bar, the launcher and the bubble are drawn');
        assert.equal(Math.round(height - (button.y + button.height)), LAUNCHER_OFFSET.y, 'the owner’s offset from the bottom');
        assert.ok(button.y + button.height <= bar.y, `the launcher is above the bar: ${JSON.stringify({ button, bar })}`);
        assert.ok(bubble.y + bubble.height <= button.y && bubble.x >= 0 && bubble.x + bubble.width <= width, `the bubble is above the launcher, on screen: ${JSON.stringify(bubble)}`);
        const dismiss = await widgetHost(page).getByRole('button', { name: '閉じる' }).boundingBox();
        assert.ok(dismiss && dismiss.width >= 44 && dismiss.height >= 44, `the bubble's × is a finger's size: ${JSON.stringify(dismiss)}`);
        await shoot(page, `${phone.name}-1-closed`);
      });

      test('the chat takes the whole window, the page under it stays still, fields are 16 px and controls 44 px', async () => {
        await launcher(page).tap();
        await composer(page).waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
        await conversationLog(page).locator('.greeting').waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
        await settleChat(page);
        const box = await widgetHost(page).locator('iframe').boundingBox();
        assert.deepEqual(box && { x: box.x, y: box.y, width: box.width, height: box.height }, { x: 0, y: 0, width, height }, 'the iframe is the whole window');
        assert.equal(await launcher(page).isVisible(), false, 'the launcher is not left under the chat');
        const close = chat(page).getByRole('button', { name: 'チャットを閉じる' });
        assert.equal((await close.textContent())?.trim(), '閉じる', '閉じる in words');
        // The page under the chat does not move, whatever the visitor swipes.
        await page.mouse.wheel(0, 400);
        await page.waitForTimeout(300);
        assert.equal(await page.evaluate(() => getComputedStyle(document.body).position), 'fixed', 'the page is pinned');
        assert.equal(await page.locator('#page-bar').evaluate((bar) => bar.getBoundingClientRect().top), height - PAGE_BAR_PX);

        const frame = await chatFrame(page);
        assert.equal(await frame.evaluate(() => document.documentElement.classList.contains('touch')), true, 'the frame knows it is on a touch screen');
        assert.deepEqual((await fieldFontSizes(frame)).filter((f) => f.px < 16), [], 'no field under 16 px');
        assert.deepEqual(await smallTapTargets(frame), [], 'no button under 44×44');
        // The avatar in the header, framed on its face.
        const avatar = chat(page).locator('.header-avatar .avatar-chat-avatar');
        await avatar.waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
        const avatarBox = await chat(page).locator('.header-avatar').boundingBox();
        assert.ok(avatarBox && Math.round(avatarBox.width) === 56, `the header avatar is 56 px in portrait: ${JSON.stringify(avatarBox)}`);
        // The owner's title whole beside the avatar and the buttons, on two lines at most (one cut it to 「AIア…」 at 360 px).
        const title = await chat(page).getByRole('heading', { level: 1 }).evaluate((node) => ({
          text: node.textContent,
          cut: node.scrollHeight > node.clientHeight + 1 || node.scrollWidth > node.clientWidth + 1,
          lines: Math.round(node.getBoundingClientRect().height / parseFloat(getComputedStyle(node).lineHeight)),
        }));
        assert.deepEqual({ cut: title.cut, twoLinesAtMost: title.lines <= 2 }, { cut: false, twoLinesAtMost: true }, `the title 「${title.text}」 (${title.lines} lines)`);
        await shoot(page, `${phone.name}-2-open`);
      });

      test('a question answered, in view above the composer', async () => {
        await composer(page).tap();
        const before = await answers(page).count();
        await composer(page).fill('ギフト包装はできますか？');
        await composer(page).press('Enter');
        const answer = answers(page).nth(before);
        await answer.waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
        assert.equal(await answerText(answer), GIFT.answer);
        // No zoom into the field (it is 16 px).
        assert.equal(await page.evaluate(() => window.visualViewport?.scale ?? 1), 1);
        await shoot(page, `${phone.name}-3-answer`);
      });

      test('the fallback with its form: the question and the first line of 申し訳ありません… stay in view', async () => {
        const fallback = (await owner.json<{ messages: { fallback: string } }>('GET', 'fixed-messages')).messages.fallback;
        const before = await answers(page).count();
        await composer(page).fill(UNANSWERABLE);
        await composer(page).press('Enter');
        const answer = answers(page).nth(before);
        await answer.waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
        assert.equal(await answerText(answer), fallback);
        await answer.locator('xpath=..').getByRole('form').waitFor({ state: 'attached', timeout: WIDGET_TIMEOUT_MS });
        await assertAnswerStartInView(page, answer, UNANSWERABLE);
        await shoot(page, `${phone.name}-4-fallback-form`);
      });

      test('the form filled in with 16 px fields and sent', async () => {
        const frame = await chatFrame(page);
        const form = conversationLog(page).getByRole('form').last();
        const formName = (await form.getAttribute('aria-label')) ?? '';
        await fillForm(frame, formName);
        assert.deepEqual((await fieldFontSizes(frame)).filter((f) => f.px < 16), [], 'no field of the form under 16 px');
        assert.deepEqual(await smallTapTargets(frame), [], 'no button under 44×44');
        await shoot(page, `${phone.name}-5-form-filled`);
        await form.getByRole('button', { name: '送信する' }).tap();
        await conversationLog(page).locator('.thanks').last().waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
        assert.equal(await page.evaluate(() => window.visualViewport?.scale ?? 1), 1, 'no zoom after typing into the form');
        await shoot(page, `${phone.name}-6-form-sent`);
      });

      test('the keyboard: the composer and the latest message stay in view, and the layout comes back when it closes', async () => {
        await composer(page).tap();
        await composer(page).fill(half);
        const lastRow = conversationLog(page).locator('.row').last();
        await lastRow.scrollIntoViewIfNeeded();
        // The keyboard as Chrome for Android resizes the window for it (resizes-content); the loader
        // follows visualViewport for browsers that shrink only that (tested in the widget's jest).
        await page.setViewportSize({ width, height: height - 330 });
        await settleChat(page);
        const frameBox = await widgetHost(page).locator('iframe').boundingBox();
        assert.ok(frameBox && Math.round(frameBox.height) === height - 330, `the chat is as tall as what the keyboard leaves: ${JSON.stringify(frameBox)}`);
        const [input, log, last] = await Promise.all([composer(page).boundingBox(), conversationLog(page).boundingBox(), lastRow.boundingBox()]);
        assert.ok(input && input.y + input.height <= height - 330, `the composer is above the keyboard: ${JSON.stringify(input)}`);
        assert.ok(log && last && last.y + last.height <= log.y + log.height + 1 && last.y + last.height > log.y, `the latest message is in view: ${JSON.stringify({ log, last })}`);
        assert.equal(await composer(page).inputValue(), half);
        await shoot(page, `${phone.name}-7-keyboard`);

        await page.setViewportSize(phone.viewport);
        await settleTurn(page, width);
        const restored = await widgetHost(page).locator('iframe').boundingBox();
        assert.deepEqual(restored && [restored.width, restored.height], [width, height], 'the whole window again');
      });

      test('turned to landscape: the whole window still, the conversation and the half-typed message kept', async () => {
        const texts = await conversationLog(page).locator('.bubble').allTextContents();
        await page.setViewportSize({ width: height, height: width });
        await settleTurn(page, height);
        const box = await widgetHost(page).locator('iframe').boundingBox();
        assert.deepEqual(box && [box.x, box.y, box.width, box.height], [0, 0, height, width], 'the iframe is the whole landscape window');
        assert.deepEqual(await conversationLog(page).locator('.bubble').allTextContents(), texts, 'the conversation is all there');
        assert.equal(await composer(page).inputValue(), half, 'the half-typed message is kept');
        const input = await composer(page).boundingBox();
        assert.ok(input && input.y + input.height <= width, 'the composer is on screen');
        const avatarBox = await chat(page).locator('.header-avatar').boundingBox();
        assert.ok(avatarBox && Math.round(avatarBox.width) === 40, `a short window gets the small header avatar: ${JSON.stringify(avatarBox)}`);
        await shoot(page, `${phone.name}-8-landscape`);
      });

      test('閉じる, still in landscape, puts the visitor back exactly where they were on the page', async () => {
        const close = chat(page).getByRole('button', { name: 'チャットを閉じる' });
        try {
          await close.tap({ timeout: 5_000 });
        } catch (error) {
          const frame = await chatFrame(page);
          const box = await close.boundingBox();
          const seen = {
            box,
            page: await page.evaluate(() => ({ scale: visualViewport?.scale, top: visualViewport?.offsetTop, left: visualViewport?.offsetLeft, vw: visualViewport?.width, vh: visualViewport?.height, inner: [innerWidth, innerHeight], scroll: [scrollX, scrollY] })),
            frame: await frame.evaluate(() => ({ inner: [innerWidth, innerHeight], scroll: [document.scrollingElement?.scrollTop, document.body.scrollTop], app: document.querySelector('.app')?.getBoundingClientRect().toJSON(), close: document.querySelector('.close')?.getBoundingClientRect().toJSON() })),
            iframe: await widgetHost(page).locator('iframe').getAttribute('style'),
          };
          throw new Error(`閉じる could not be tapped: ${JSON.stringify(seen)}`, { cause: error });
        }
        await launcher(page).waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
        assert.equal(await widgetHost(page).locator('iframe').isVisible(), false, 'the chat is closed');
        assert.equal(await page.evaluate(() => window.scrollY), PAGE_SCROLL, 'the page is where the visitor left it');
        assert.equal(await page.evaluate(() => document.body.style.position), '', 'the page is free again');
        await page.mouse.wheel(0, 200);
        await page.waitForFunction((y) => window.scrollY > y, PAGE_SCROLL, { timeout: 5_000 });
        await shoot(page, `${phone.name}-9-closed-again`);
        await page.setViewportSize(phone.viewport);
      });
    });
  }

  describe('the avatar speaking in a phone’s header', () => {
    let context: BrowserContext;
    let page: Page;
    let engine: FakeServer;
    let savedVoice: Record<string, unknown> | null = null;
    before(async () => {
      engine = await startFakeVoicevox({ port: fakeSite.port, wav: () => toneWav(1.5) });
      const { updated_at: _updated, ...voice } = await owner.json<Record<string, unknown>>('GET', 'voice-settings');
      savedVoice = voice;
      await owner.json('PUT', 'voice-settings', { ...voice, enabled: true, engine: { type: 'voicevox', engine_url: fakeSite.origin, speaker_id: 2, speaker_name: '四国めたん', style_name: 'ノーマル' } });
      const [iphone] = PHONES;
      context = await signedOutContext(launched.browser, { viewport: iphone.viewport, deviceScaleFactor: 3, isMobile: true, hasTouch: true, userAgent: iphone.userAgent, reducedMotion: 'reduce' });
      page = await context.newPage();
    });
    after(async () => {
      await context?.close();
      if (savedVoice) await owner.json('PUT', 'voice-settings', savedVoice);
      await engine?.close();
    });

    test('a ring around the header avatar pulses with its mouth while it speaks', async () => {
      await page.goto(`${widget.allowed}/`);
      await launcher(page).tap({ timeout: WIDGET_TIMEOUT_MS });
      await composer(page).waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
      const frame = await chatFrame(page);
      await frame.evaluate(() => {
        const rings: { mouth: string; ring: string }[] = [];
        (window as unknown as { __rings: typeof rings }).__rings = rings;
        new MutationObserver((records) => {
          for (const record of records) {
            const mouth = (record.target as Element).getAttribute('data-mouth');
            const slot = (record.target as Element).closest('.header-avatar');
            if (mouth && slot) rings.push({ mouth, ring: getComputedStyle(slot).boxShadow });
          }
        }).observe(document.body, { attributes: true, subtree: true, attributeFilter: ['data-mouth'] });
      });
      await composer(page).fill('ギフト包装はできますか？');
      await composer(page).press('Enter');
      await frame.waitForFunction(() => document.querySelector('.header-avatar [data-mouth="open"]') !== null, undefined, { timeout: WIDGET_TIMEOUT_MS });
      await page.screenshot({ path: join(SCREENSHOTS, 'widget-phone-iphone-10-speaking.png'), scale: 'css' });
      await frame.waitForFunction(() => document.querySelector('.header-avatar [data-mouth]')?.getAttribute('data-mouth') === 'closed', undefined, { timeout: WIDGET_TIMEOUT_MS });
      const rings = await frame.evaluate(() => (window as unknown as { __rings: { mouth: string; ring: string }[] }).__rings);
      assert.ok(rings.some((r) => r.mouth === 'open' && r.ring !== 'none'), `a ring while the mouth is open: ${JSON.stringify(rings.slice(0, 6))}`);
      assert.ok(rings.every((r) => (r.mouth === 'open') === (r.ring !== 'none')), `no ring while it is closed: ${JSON.stringify(rings.slice(0, 6))}`);
    });
  });

  describe('the owner’s 「ページを開いたらチャットを開く」 on a phone', () => {
    before(async () => {
      await owner.json('PUT', 'chat-ui-settings', { ...savedChatUi, launcher_side: 'right', launcher_offset: LAUNCHER_OFFSET, welcome_message: WELCOME, open_on_load: true, show_avatar: true });
    });
    after(async () => {
      await owner.json('PUT', 'chat-ui-settings', { ...savedChatUi, launcher_side: 'right', launcher_offset: LAUNCHER_OFFSET, welcome_message: WELCOME, open_on_load: false, show_avatar: true });
    });

    test('does not cover the page the visitor came for: the launcher and its bubble invite, and a tap opens the chat at once', async () => {
      // A new context each: the loader's one-minute cache never hides the setting.
      const [iphone] = PHONES;
      const context = await signedOutContext(launched.browser, { viewport: iphone.viewport, deviceScaleFactor: 3, isMobile: true, hasTouch: true, userAgent: iphone.userAgent });
      try {
        const page = await context.newPage();
        await page.goto(`${widget.allowed}/`);
        // The chat is loaded (so a tap opens it without a wait) but not shown.
        await widgetHost(page).locator('iframe').waitFor({ state: 'attached', timeout: WIDGET_TIMEOUT_MS });
        // (Inside a hidden iframe nothing has a role: the composer is found by its tag.)
        await (await chatFrame(page)).locator('textarea').first().waitFor({ state: 'attached', timeout: WIDGET_TIMEOUT_MS });
        await page.waitForTimeout(500);
        assert.equal(await widgetHost(page).locator('iframe').isVisible(), false, 'the chat is not over the page');
        assert.equal(await launcher(page).getAttribute('aria-expanded'), 'false');
        assert.equal(await widgetHost(page).getByText(WELCOME).isVisible(), true, 'the bubble invites');
        assert.equal(await page.evaluate(() => getComputedStyle(document.body).position), 'static', 'the page is free');
        await shoot(page, 'iphone-11-open-on-load');
        await launcher(page).tap();
        await composer(page).waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
        const box = await widgetHost(page).locator('iframe').boundingBox();
        assert.deepEqual(box && [box.width, box.height], [iphone.viewport.width, iphone.viewport.height], 'a tap opens it over the whole window');
      } finally {
        await context.close();
      }

      // A desktop visitor still finds it open, as the owner asked.
      const desktop = await signedOutContext(launched.browser, { viewport: { width: 1280, height: 800 } });
      try {
        const page = await desktop.newPage();
        await page.goto(`${widget.allowed}/`);
        await composer(page).waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
        assert.equal(await launcher(page).getAttribute('aria-expanded'), 'true');
      } finally {
        await desktop.close();
      }
    });
  });

  describe('desktop (1280×800)', () => {
    let context: BrowserContext;
    let page: Page;
    before(async () => {
      context = await signedOutContext(launched.browser, { viewport: { width: 1280, height: 800 } });
      page = await context.newPage();
    });
    after(async () => {
      await context?.close();
    });

    test('keeps its card in the launcher’s corner, 14 px fields, the page free to scroll', async () => {
      await page.goto(`${widget.allowed}/`);
      await launcher(page).click({ timeout: WIDGET_TIMEOUT_MS });
      await composer(page).waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
      await settleChat(page);
      const box = await widgetHost(page).locator('iframe').boundingBox();
      // The panel (380) beside the default avatar (12 + 160), 600 tall plus the gap, on the launcher.
      assert.deepEqual(box && [box.width, box.height, box.x + box.width, box.y + box.height], [552, 612, 1280 - LAUNCHER_OFFSET.x, 800 - LAUNCHER_OFFSET.y - 56]);
      assert.equal(await launcher(page).isVisible(), true);
      const frame = await chatFrame(page);
      assert.equal(await frame.evaluate(() => document.documentElement.classList.contains('touch')), false);
      assert.deepEqual(await fieldFontSizes(frame), [{ field: 'composer-input', px: 14 }]);
      assert.equal(await chat(page).locator('.close-word').isVisible(), false, 'the close button is its icon alone');
      assert.equal(await page.evaluate(() => getComputedStyle(document.body).position), 'static');
      await shoot(page, 'desktop-open');
    });
  });
});
