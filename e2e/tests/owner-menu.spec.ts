// The top bar's plan, AgentID and owner name, the owner menu and logging out (SPEC §1, §2, §4).
// Signs in through the form, because logging out revokes the refresh token and the shared
// signed-in state must stay valid.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { browserSession, VIEWPORT } from '../harness/browser.ts';
import {
  expectScreen,
  mainNav,
  signIn,
  storedAuth,
  visible,
  waitForPath,
  type StoredAuth,
} from '../harness/console.ts';
import { harnessInfo } from '../harness/harness-info.ts';
import { NetworkLog } from '../harness/network-log.ts';
import { snap } from '../harness/screenshots.ts';

const { hostUrl, demo } = harnessInfo();

const AGENT_ID_HELP = 'AgentIDは、サイト作成ツールにエージェントのスクリプトを書き込むときに使用します';
/** SPEC §2's minimum layout width, where the narrow navigation sits beside the bar, and a wide desktop. */
const WIDTHS = [1088, 1920] as const;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  assert.ok(box, 'the element is laid out');
  return box;
}

/** How a text element is drawn: on one line or not, and whether it is cut off. */
function textFit(locator: Locator): Promise<{ lines: number; truncated: boolean }> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.5;
    return {
      lines: Math.round(element.getBoundingClientRect().height / lineHeight),
      truncated: element.scrollWidth > element.clientWidth + 1,
    };
  });
}

async function setWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: VIEWPORT.height });
  await visible(mainNav(page));
}

describe('owner menu and logout', { timeout: 90_000 }, () => {
  const session = browserSession({ signedIn: false });
  let auth: StoredAuth;

  before(async () => {
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: hostUrl });
    await session.page.goto(`${hostUrl}/login`);
    await signIn(session.page, demo);
    await waitForPath(session.page, '/');
    await expectScreen(session.page, 'ダッシュボード');
    const stored = (await storedAuth(session.page)).auth;
    assert.ok(stored);
    auth = stored;
  });

  const ownerButton = () => session.page.getByRole('button', { name: `${auth.user_name} 様` });
  const menu = () => session.page.getByRole('dialog', { name: 'アカウントメニュー' });

  const topBar = () => session.page.getByRole('banner');
  const planChip = () => topBar().getByText('スタンダードプラン', { exact: true });
  const agentId = () => topBar().getByTestId('agent-id');
  const copyButton = () => topBar().getByRole('button', { name: 'AgentIDをコピー' });
  const shownName = (name: string) => session.page.getByRole('button', { name: `${name} 様` }).getByText(name, { exact: true });

  test('the top bar shows the standard plan, the AgentID and the name with 様 without opening the menu', async () => {
    const bar = await visible(topBar());
    await visible(bar.getByText('スタンダードプラン', { exact: true }));
    await visible(bar.getByText('AgentID', { exact: true }));
    assert.equal((await agentId().textContent())?.trim(), auth.agent_id);
    await visible(bar.getByRole('button', { name: `${auth.user_name} 様` }));
    assert.equal(await menu().count(), 0, 'the owner menu stays closed');
  });

  test('the AgentID explains itself in a tooltip and copies to the clipboard with a confirmation', async () => {
    const { page } = session;
    await agentId().hover();
    // The dashboard has charts of its own, whose tooltips are tooltips too: this one is the AgentID's.
    const agentIdTooltip = () => page.getByRole('tooltip').filter({ hasText: AGENT_ID_HELP });
    const tooltip = await visible(agentIdTooltip());
    assert.equal((await tooltip.textContent())?.trim(), AGENT_ID_HELP);
    await snap(page, 'top-bar-agent-id-tooltip');
    // Off the top bar, onto the page title (not a chart).
    await page.getByRole('heading', { level: 1 }).hover();
    await tooltip.waitFor({ state: 'hidden' });

    // From the keyboard, so the ⓘ is focus-visible as it is for someone tabbing through the bar.
    await topBar().getByRole('button', { name: 'AgentIDについて' }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    assert.equal((await (await visible(agentIdTooltip())).textContent())?.trim(), AGENT_ID_HELP);

    await copyButton().click();
    await visible(page.getByRole('status').filter({ hasText: 'AgentIDをコピーしました' }));
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), auth.agent_id);
    await snap(page, 'top-bar-agent-id-copied');
  });

  test('the top bar fits on one line beside the navigation at 1088 px and at 1920 px', async () => {
    const { page } = session;
    for (const width of WIDTHS) {
      await setWidth(page, width);
      const bar = await boxOf(topBar());
      const nav = await boxOf(mainNav(page));
      assert.ok(bar.x >= nav.x + nav.width - 1, `${width}: the bar starts after the navigation`);
      const toolbarOverflow = await topBar().evaluate((header) => header.scrollWidth - header.clientWidth);
      assert.ok(toolbarOverflow <= 0, `${width}: nothing in the bar overflows it (${toolbarOverflow} px)`);

      const chip = await boxOf(planChip());
      const id = await boxOf(agentId());
      const copy = await boxOf(copyButton());
      const owner = await boxOf(ownerButton());
      assert.ok(chip.x + chip.width <= id.x, `${width}: plan, then AgentID`);
      assert.ok(id.x + id.width <= copy.x, `${width}: AgentID, then its copy button`);
      assert.ok(copy.x + copy.width <= owner.x, `${width}: copy button, then the name`);
      assert.ok(owner.x + owner.width <= bar.x + bar.width, `${width}: the name ends inside the bar`);
      for (const item of [chip, id, copy, owner]) {
        assert.ok(item.y >= bar.y && item.y + item.height <= bar.y + bar.height, `${width}: inside the bar's height`);
      }
      for (const [what, text] of [
        ['plan', planChip()],
        ['AgentID', agentId()],
        ['name', shownName(auth.user_name)],
      ] as const) {
        assert.deepEqual(await textFit(text), { lines: 1, truncated: false }, `${width}: the ${what} reads whole on one line`);
      }
    }
    await page.setViewportSize(VIEWPORT);
    await snap(page, 'top-bar');
  });

  test('a long name gives way with an ellipsis at 1088 px, keeping 様, the plan and the AgentID whole', async () => {
    const { page } = session;
    const long = '株式会社サンプルホールディングス 営業企画本部 デジタルマーケティング部 山田 花子';
    const setStoredName = (name: string) =>
      page.evaluate((userName) => {
        const stored = JSON.parse(window.localStorage.getItem('auth') ?? 'null') as { user_name: string } | null;
        if (!stored) throw new Error('not signed in');
        window.localStorage.setItem('auth', JSON.stringify({ ...stored, user_name: userName }));
      }, name);
    await setStoredName(long);
    await page.reload();
    await expectScreen(page, 'ダッシュボード');
    try {
      await setWidth(page, 1088);
      const owner = await visible(page.getByRole('button', { name: `${long} 様` }));
      assert.equal(await owner.getAttribute('title'), `${long} 様`, 'the whole name on hover');
      assert.deepEqual(await textFit(shownName(long)), { lines: 1, truncated: true }, 'the name is cut with an ellipsis');
      assert.equal(await shownName(long).evaluate((element) => getComputedStyle(element).textOverflow), 'ellipsis');
      const honorific = await boxOf(await visible(owner.getByText('様', { exact: true })));
      const ownerBox = await boxOf(owner);
      assert.ok(honorific.x + honorific.width <= ownerBox.x + ownerBox.width, '様 stays in view');
      const bar = await boxOf(topBar());
      assert.ok(ownerBox.x + ownerBox.width <= bar.x + bar.width, 'the name ends inside the bar');
      assert.deepEqual(await textFit(planChip()), { lines: 1, truncated: false }, 'the plan reads whole');
      assert.deepEqual(await textFit(agentId()), { lines: 1, truncated: false }, 'the AgentID reads whole');
      await snap(page, 'top-bar-long-name');
    } finally {
      await setStoredName(auth.user_name);
      await page.setViewportSize(VIEWPORT);
      await page.reload();
      await expectScreen(page, 'ダッシュボード');
    }
  });

  test('the owner menu holds the account and logout, not the plan or the AgentID', async () => {
    const { page } = session;
    await ownerButton().click();
    const dialog = await visible(menu());
    await visible(dialog.getByText(`${auth.user_name} 様`, { exact: true }));
    await visible(dialog.getByRole('button', { name: 'ログアウト', exact: true }));
    assert.equal(await dialog.getByText('スタンダードプラン').count(), 0, 'the plan is only in the bar');
    assert.equal(await dialog.getByText(/AgentID/).count(), 0, 'the AgentID is only in the bar');
    assert.equal(await dialog.getByText(auth.agent_id).count(), 0, 'the AgentID is only in the bar');
    await snap(page, 'owner-menu');
  });

  test('closes on its close button and on a click outside', async () => {
    const { page } = session;
    if (!(await menu().isVisible())) await ownerButton().click();
    await visible(menu());
    await menu().getByRole('button', { name: '閉じる' }).click();
    await menu().waitFor({ state: 'hidden' });

    await ownerButton().click();
    await visible(menu());
    await page.mouse.click(700, 600);
    await menu().waitFor({ state: 'hidden' });
  });

  test('logout asks first; キャンセル keeps the session, ログアウトする clears storage and goes to /login', async () => {
    const { page } = session;
    const network = new NetworkLog(page);
    await ownerButton().click();
    await menu().getByRole('button', { name: 'ログアウト', exact: true }).click();
    const confirm = await visible(page.getByRole('dialog', { name: 'ログアウトしますか？' }));
    await visible(confirm.getByRole('button', { name: 'キャンセル', exact: true }));
    await visible(confirm.getByRole('button', { name: 'ログアウトする', exact: true }));
    await snap(page, 'logout-dialog');

    await confirm.getByRole('button', { name: 'キャンセル', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    assert.ok((await storedAuth(page)).auth, 'still signed in after キャンセル');

    await ownerButton().click();
    await menu().getByRole('button', { name: 'ログアウト', exact: true }).click();
    await page.getByRole('dialog', { name: 'ログアウトしますか？' }).getByRole('button', { name: 'ログアウトする' }).click();
    await waitForPath(page, '/login');
    await expectScreen(page, 'ログイン');
    assert.equal((await storedAuth(page)).keys, 0, 'all local storage is cleared');
    assert.equal(network.api('POST', 'logout').length, 1, 'the refresh token is revoked on the server');

    const refresh = await fetch(`${harnessInfo().apiUrl}/api/v1/access-token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: auth.refresh_token }),
    });
    assert.equal(refresh.status, 401, 'the revoked refresh token no longer works');

    await page.goto(`${hostUrl}/chatsettings`);
    await waitForPath(page, '/login');
  });
});
