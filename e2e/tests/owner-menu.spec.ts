// The owner menu in the top bar and logging out (SPEC §1, §4). Signs in through the form, because
// logging out revokes the refresh token and the shared signed-in state must stay valid.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSession } from '../harness/browser.ts';
import { expectScreen, signIn, storedAuth, visible, waitForPath, type StoredAuth } from '../harness/console.ts';
import { harnessInfo } from '../harness/harness-info.ts';
import { NetworkLog } from '../harness/network-log.ts';
import { snap } from '../harness/screenshots.ts';

const { hostUrl, demo } = harnessInfo();

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

  test('shows the name with 様, the standard plan and the AgentID with its tooltip', async () => {
    const { page } = session;
    await ownerButton().click();
    const dialog = await visible(menu());
    await visible(dialog.getByText(`${auth.user_name} 様`, { exact: true }));
    await visible(dialog.getByText('スタンダードプラン', { exact: true }));
    await visible(dialog.getByText('AgentID', { exact: true }));
    assert.equal((await dialog.getByTestId('agent-id').textContent())?.trim(), auth.agent_id);

    await dialog.getByRole('button', { name: 'AgentIDについて' }).hover();
    const tooltip = await visible(page.getByRole('tooltip'));
    assert.match((await tooltip.textContent()) ?? '', /サイト作成ツール/);
    await snap(page, 'owner-menu-tooltip');

    await dialog.getByRole('button', { name: 'AgentIDをコピー' }).click();
    await visible(dialog.getByText('コピーしました'));
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), auth.agent_id);
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
