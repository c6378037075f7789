// `pnpm docs:screenshots`: the pictures of docs/tour.md and the READMEs (docs/images/*.png), taken from
// the production build (`pnpm build` first) through the e2e harness, with the demo owner's sample
// agent and sample history as a fresh `./run start` shows them. Every screen in the order of the
// navigation (SPEC §2) at 1440 × 900, then the widget on a shop's page as a visitor meets it. Re-run it
// whenever a screen changes; docs/README.md says the images are never edited by hand. Uses the
// harness's ports, so not while an e2e run is going.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signedInContext, signedOutContext } from './harness/browser.ts';
import { HARNESS_ENV, type HarnessInfo } from './harness/harness-info.ts';
import { ownerApi, type OwnerApi } from './harness/owner-api.ts';
import { startHarness } from './harness/start-harness.ts';
import { UNANSWERABLE } from './harness/fallback-form.ts';
import { answerText, ask, chat, conversationLog, openChat, settleChat, WIDGET_TIMEOUT_MS } from './harness/widget-page.ts';

const here = dirname(fileURLToPath(import.meta.url));
const IMAGES = join(here, '..', 'docs', 'images');
/** Longest wait for a screen's data; a screen that never settles is shot as it is, and named. */
const SETTLE_MS = 15_000;

interface Shot {
  name: string;
  path: string;
}

const warnings: string[] = [];

/**
 * sharp, the API's own dependency (its media thumbnails), borrowed to store each picture as a
 * 256-colour PNG: a third of Chromium's size, with no difference to see at this width.
 */
type Sharp = (input: Buffer) => { png(options: Record<string, unknown>): { toBuffer(): Promise<Buffer> } };
const sharp = createRequire(join(here, '..', 'api', 'package.json'))('sharp') as Sharp;

/** Until nothing is loading: no spinner, no progress bar, no pending request, animations done. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => undefined);
  await page
    .waitForFunction(
      () =>
        !document.body.innerText.includes('ロード中...') &&
        // A determinate bar (the dashboard's はじめの設定) is content, not loading.
        document.querySelectorAll('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root').length === 0,
      undefined,
      { timeout: SETTLE_MS, polling: 200 },
    )
    .catch(() => warnings.push(`${page.url()}: still loading after ${SETTLE_MS / 1000} s`));
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: 3_000 }).catch(() => undefined);
  // The fade-in after a route change (SPEC §2: 100 ms) and a chart's first draw.
  await page.waitForTimeout(600);
}

async function shoot(page: Page, name: string): Promise<void> {
  const file = join(IMAGES, `${name}.png`);
  const shot = await page.screenshot();
  writeFileSync(file, await sharp(shot).png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 }).toBuffer());
  console.log(`docs/images/${name}.png  ${page.url()}`);
}

async function screen(page: Page, base: string, shot: Shot): Promise<void> {
  await page.goto(`${base}${shot.path}`, { waitUntil: 'load' });
  await settled(page);
  await shoot(page, shot.name);
}

/** The sample history is made by the runtime after the API listens: wait until its count stops growing. */
async function sampleHistoryMade(owner: OwnerApi): Promise<number> {
  let last = -1;
  let steady = 0;
  for (let i = 0; i < 240; i += 1) {
    const { sample_conversations } = await owner.json<{ sample_conversations: number }>('GET', 'sample-data');
    if (sample_conversations > 0 && sample_conversations === last) steady += 1;
    else steady = 0;
    if (steady >= 3) return sample_conversations;
    last = sample_conversations;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`the sample history did not settle (last count ${last})`);
}

async function firstId(owner: OwnerApi, path: string): Promise<string> {
  const { data } = await owner.json<{ data: { id: string }[] }>('GET', path);
  if (!data[0]) throw new Error(`no row in ${path}`);
  return data[0].id;
}

/**
 * A short conversation of the sample history with a missed question, so that its transcript shows
 * ナレッジに追加 on the first screen.
 */
async function missedConversation(owner: OwnerApi): Promise<string> {
  const { data } = await owner.json<{ data: { id: string; message_count: number; unanswered_count: number }[] }>('GET', 'conversations?limit=500&unanswered=true');
  const sorted = [...data].sort((a, b) => Math.abs(a.message_count - 4) - Math.abs(b.message_count - 4));
  if (!sorted[0]) throw new Error('no conversation with a missed question');
  return sorted[0].id;
}

async function consoleScreens(browser: Browser, info: HarnessInfo, owner: OwnerApi): Promise<void> {
  const signedOut = await signedOutContext(browser);
  const loginPage = await signedOut.newPage();
  await screen(loginPage, info.hostUrl, { name: 'login', path: '/login' });
  await signedOut.close();

  const knowledgeId = await firstId(owner, 'knowledge-items?type=qa');
  const formId = await firstId(owner, 'forms');
  const conversationId = await missedConversation(owner);
  const shots: Shot[] = [
    { name: 'chatui', path: '/chatui' },
    { name: 'dashboard', path: '/' },
    { name: 'chatsettings', path: '/chatsettings' },
    { name: 'chatsettings-quickreply', path: '/chatsettings/quickreply' },
    { name: 'chatsettings-medialibrary', path: '/chatsettings/medialibrary' },
    { name: 'chatsettings-fixedmessage', path: '/chatsettings/fixedmessage' },
    { name: 'chatsettings-detailaisettings', path: '/chatsettings/detailaisettings' },
    { name: 'chatsettings-knowledgedatastore', path: '/chatsettings/knowledgedatastore' },
    { name: 'chatsettings-knowledgedatastore-edit', path: `/chatsettings/knowledgedatastore/edit/${knowledgeId}` },
    { name: 'chatsettings-makeforms', path: '/chatsettings/makeforms' },
    { name: 'chatsettings-makeforms-edit', path: `/chatsettings/makeforms/edit/${formId}` },
    { name: 'chatsettings-forbiddenurl', path: '/chatsettings/forbiddenurl' },
    { name: 'chatsettings-forbiddenword', path: '/chatsettings/forbiddenword' },
    { name: 'chatsettings-linelogin', path: '/chatsettings/linelogin' },
    { name: 'chatsettings-linelogin-account-list', path: '/chatsettings/linelogin/account-list' },
    { name: 'avatarsettings', path: '/avatarsettings' },
    { name: 'avatarsettings-voicesettings', path: '/avatarsettings/voicesettings' },
    { name: 'avatarsettings-emotionstates', path: '/avatarsettings/emotionstates' },
    { name: 'avatarsettings-basicagentsettings', path: '/avatarsettings/basicagentsettings' },
    { name: 'urlsettings', path: '/urlsettings' },
    { name: 'analytics', path: '/analytics' },
    { name: 'form-history', path: '/form-history' },
    { name: 'conversationhistory', path: '/conversationhistory' },
    { name: 'conversationhistory-transcript', path: `/conversationhistory/${conversationId}` },
  ];
  const context = await signedInContext(browser);
  const page = await context.newPage();
  for (const shot of shots) await screen(page, info.hostUrl, shot);

  // テスト（チャットUI） once more, with a question asked and its answer's trace beside it.
  await page.goto(`${info.hostUrl}/chatui`, { waitUntil: 'load' });
  await settled(page);
  try {
    const frame = page.frameLocator('iframe').first();
    const composerBox = frame.getByRole('textbox', { name: 'メッセージ' });
    await composerBox.fill('営業時間を教えてください', { timeout: WIDGET_TIMEOUT_MS });
    await composerBox.press('Enter');
    await frame.locator('.bubble.agent[data-message-id]').last().waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS });
  } catch (error) {
    warnings.push(`/chatui: no answer to show (${String(error).split('\n')[0]})`);
  }
  await settled(page);
  await shoot(page, 'chatui-answer');

  // メール通知 (the weekly report) from the owner menu, over the dashboard.
  await page.goto(`${info.hostUrl}/`, { waitUntil: 'load' });
  await settled(page);
  try {
    await page.getByRole('banner').getByRole('button', { name: /様$/ }).click();
    await page.getByRole('dialog', { name: 'アカウントメニュー' }).getByRole('button', { name: 'メール通知' }).click();
    await page.getByRole('dialog', { name: 'メール通知' }).getByText('週次レポートを受け取る').waitFor({ timeout: SETTLE_MS });
  } catch (error) {
    warnings.push(`メール通知: the dialog did not open (${String(error).split('\n')[0]})`);
  }
  await settled(page);
  await shoot(page, 'owner-menu-weekly-report');
  await context.close();
}

async function visitorPage(browser: Browser, info: HarnessInfo): Promise<{ context: BrowserContext; page: Page }> {
  const context = await signedOutContext(browser);
  const page = await context.newPage();
  await page.goto(`${info.widget.allowed}/`, { waitUntil: 'load' });
  await openChat(page);
  return { context, page };
}

async function widgetShot(page: Page, name: string): Promise<void> {
  await settleChat(page);
  await page.waitForTimeout(800);
  await shoot(page, name);
}

async function widgetScreens(browser: Browser, info: HarnessInfo, owner: OwnerApi): Promise<void> {
  await owner.json('PUT', 'url-settings', { ...(await owner.json<Record<string, unknown>>('GET', 'url-settings')), restrict_origins: false, allowed_origins: [] }).catch(
    (error: unknown) => warnings.push(`url-settings: ${String(error)}`),
  );

  // A sure answer from the sample knowledge.
  {
    const { context, page } = await visitorPage(browser, info);
    await ask(page, '営業時間を教えてください');
    await widgetShot(page, 'widget-answer');
    await context.close();
  }

  // Unsure: もしかして… with the likely questions (words the sample Q&A does not hold; the sample
  // history asks them too).
  {
    const { context, page } = await visitorPage(browser, info);
    const answer = await ask(page, 'コンビニで払えますか');
    const text = await answerText(answer);
    if (!text.startsWith('もしかして')) warnings.push(`widget-candidates: the answer was not もしかして… but 「${text.slice(0, 40)}」`);
    await widgetShot(page, 'widget-candidates');
    await context.close();
  }

  // Nothing found: the fallback, with the sample contact form the agent offers with it.
  {
    const { context, page } = await visitorPage(browser, info);
    await ask(page, UNANSWERABLE);
    await conversationLog(page).locator('form').first().waitFor({ state: 'visible', timeout: WIDGET_TIMEOUT_MS }).catch(() => warnings.push('widget-fallback-form: no form came with the fallback'));
    await widgetShot(page, 'widget-fallback-form');
    await context.close();
  }

  // On a phone (an iPhone's 390 × 844): the chat over the whole window, an answer in view.
  {
    const context = await signedOutContext(browser, {
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    });
    const page = await context.newPage();
    await page.goto(`${info.widget.allowed}/`, { waitUntil: 'load' });
    await openChat(page);
    await ask(page, '送料はいくらですか');
    await widgetShot(page, 'widget-phone');
    await context.close();
  }

  // Sign-in by mail (the sample agent allows it).
  {
    const { context, page } = await visitorPage(browser, info);
    await chat(page).getByRole('button', { name: 'ログイン', exact: true }).click();
    const panel = chat(page).getByRole('region', { name: 'ログイン' });
    await panel.getByRole('button', { name: 'メールでログイン' }).click();
    await widgetShot(page, 'widget-sign-in');
    await context.close();
  }
}

mkdirSync(IMAGES, { recursive: true });
const harness = await startHarness({ sampleHistory: true });
let failed = false;
try {
  process.env[HARNESS_ENV] = harness.infoPath;
  const { info } = harness;
  const owner = ownerApi(info.apiUrl, info.demo);
  console.log(`docs:screenshots: console at ${info.hostUrl}; ${await sampleHistoryMade(owner)} sample conversations`);
  const browser = await launchBrowser();
  try {
    await consoleScreens(browser, info, owner);
    await widgetScreens(browser, info, owner);
  } finally {
    await browser.close();
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await harness.stop();
}
for (const warning of warnings) console.warn(`warning: ${warning}`);
process.exit(failed ? 1 : 0);
