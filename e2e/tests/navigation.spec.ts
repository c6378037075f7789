// The left navigation, deep links and unknown paths (SPEC §2; docs/architecture.md §3 longest-prefix rule).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSession } from '../harness/browser.ts';
import {
  NAV_ITEMS,
  activeNavLabel,
  expectScreen,
  mainNav,
  navLink,
  pathOf,
  visible,
  waitForPath,
} from '../harness/console.ts';
import { harnessInfo } from '../harness/harness-info.ts';
import { snap } from '../harness/screenshots.ts';

const { hostUrl } = harnessInfo();

describe('navigation', { timeout: 120_000 }, () => {
  const session = browserSession();

  test('each of the 8 items opens its screen and is the one item marked active', async () => {
    const { context } = session;
    const page = await context.newPage();
    await page.goto(`${hostUrl}/`);
    await expectScreen(page, 'ダッシュボード');
    const labels: string[] = NAV_ITEMS.map((item) => item.label);
    const linkTexts = (await mainNav(page).getByRole('link').allTextContents()).map((text) => text.trim());
    assert.deepEqual(linkTexts.filter((text) => labels.includes(text)), labels, 'the 8 items, in SPEC order');
    for (const item of NAV_ITEMS) {
      await navLink(page, item.label).click();
      await waitForPath(page, item.path);
      await expectScreen(page, item.title);
      assert.equal(await activeNavLabel(page), item.label, `active item at ${item.path}`);
      await snap(page, `nav${item.path === '/' ? '-dashboard' : item.path.replaceAll('/', '-')}`);
    }
    await page.close();
  });

  test('deeper paths keep the item with the longest matching prefix active', async () => {
    const { context } = session;
    const page = await context.newPage();
    const cases = [
      { path: '/chatsettings/quickreply', active: '会話設定', title: 'クイックリプライ' },
      { path: '/chatsettings/emotionstates', active: '会話設定', title: '感情設定' },
      { path: '/avatarsettings/voicesettings', active: 'アバター設定', title: '音声設定' },
      { path: '/avatarsettings/emotionstates', active: 'アバター設定', title: '感情設定' },
      { path: '/chatsettings/linelogin/account-list', active: '会話設定', title: 'アカウント一覧' },
    ];
    for (const { path, active, title } of cases) {
      await page.goto(`${hostUrl}${path}`);
      await expectScreen(page, title);
      assert.equal(pathOf(page), path);
      assert.equal(await activeNavLabel(page), active, `active item at ${path}`);
      await snap(page, `deep${path.replaceAll('/', '-')}`);
    }
    await page.close();
  });

  test('a reload on a deep link stays on it', async () => {
    const { context } = session;
    const page = await context.newPage();
    const path = '/chatsettings/knowledgedatastore/edit/7';
    await page.goto(`${hostUrl}${path}`);
    await expectScreen(page, 'ナレッジデータの編集');
    await page.reload();
    await expectScreen(page, 'ナレッジデータの編集');
    assert.equal(pathOf(page), path);
    assert.equal(await activeNavLabel(page), '会話設定');
    await snap(page, 'deep-knowledgedatastore-edit-7');
    await page.close();
  });

  test('the logo goes to the dashboard', async () => {
    const { context } = session;
    const page = await context.newPage();
    await page.goto(`${hostUrl}/urlsettings`);
    await expectScreen(page, 'リンク設定');
    await mainNav(page).getByRole('link', { name: /ダッシュボードへ/ }).click();
    await waitForPath(page, '/');
    await expectScreen(page, 'ダッシュボード');
    await page.close();
  });

  test('an unknown path goes to the dashboard, at the top level and inside a section', async () => {
    const { context } = session;
    const page = await context.newPage();
    for (const path of ['/no/such/page', '/chatsettingsX', '/chatsettings/no-such-screen', '/analytics/nothing-here']) {
      await page.goto(`${hostUrl}${path}`);
      await waitForPath(page, '/');
      await expectScreen(page, 'ダッシュボード');
      await visible(navLink(page, 'ダッシュボード'));
      assert.equal(await activeNavLabel(page), 'ダッシュボード', `after ${path}`);
    }
    await page.close();
  });
});
