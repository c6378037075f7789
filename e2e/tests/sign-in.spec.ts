// Signing in, the guard and the signed-in redirect (SPEC §2, §4, §6), through the real login form.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { signedInContext, signedOutContext, launchedBrowser } from '../harness/browser.ts';
import { activeNavLabel, expectScreen, pathOf, signIn, storedAuth, visible, waitForPath } from '../harness/console.ts';
import { harnessInfo } from '../harness/harness-info.ts';
import { snap } from '../harness/screenshots.ts';

const { hostUrl, demo } = harnessInfo();
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe('sign in', { timeout: 90_000 }, () => {
  const session = launchedBrowser();

  test('the demo owner signs in and lands on the dashboard, with the whole login response stored', async () => {
    const { browser } = session;
    const context = await signedOutContext(browser);
    const page = await context.newPage();
    await page.goto(`${hostUrl}/login`);
    await expectScreen(page, 'ログイン');
    await snap(page, 'login');

    await signIn(page, demo);
    await waitForPath(page, '/');
    await expectScreen(page, 'ダッシュボード');
    assert.equal(await activeNavLabel(page), 'ダッシュボード');

    const { auth, token } = await storedAuth(page);
    assert.ok(auth, 'auth is stored');
    assert.ok(auth.access_token && auth.refresh_token && auth.user_name && auth.agent_id, 'all four fields are stored');
    assert.equal(token, auth.access_token, 'token holds the access token');
    await visible(page.getByRole('button', { name: `${auth.user_name} 様` }));
    await snap(page, 'dashboard');
    await context.close();
  });

  test('empty fields show field errors in Japanese and nothing is sent', async () => {
    const { browser } = session;
    const context = await signedOutContext(browser);
    const page = await context.newPage();
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/login')) loginCalls += 1;
    });
    await page.goto(`${hostUrl}/login`);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await visible(page.getByText('メールアドレスを入力してください'));
    await visible(page.getByText('パスワードを入力してください'));
    assert.equal(loginCalls, 0);
    await snap(page, 'login-field-errors');
    await context.close();
  });

  test('a wrong password shows a clear Japanese message and stays on /login', async () => {
    const { browser } = session;
    const context = await signedOutContext(browser);
    const page = await context.newPage();
    await page.goto(`${hostUrl}/login`);
    await signIn(page, { email: demo.email, password: 'not-the-password' });
    const alert = await visible(page.getByRole('alert'));
    assert.match((await alert.textContent()) ?? '', JAPANESE);
    assert.equal(pathOf(page), '/login');
    assert.equal((await storedAuth(page)).keys, 0, 'nothing is stored after a failed sign-in');
    await snap(page, 'login-failed');
    await context.close();
  });

  test('the guard sends a signed-out visitor to /login, and back to the page asked for after signing in', async () => {
    const { browser } = session;
    const context = await signedOutContext(browser);
    const page = await context.newPage();
    await page.goto(`${hostUrl}/analytics`);
    await waitForPath(page, '/login');
    await expectScreen(page, 'ログイン');

    await signIn(page, demo);
    await waitForPath(page, '/analytics');
    await expectScreen(page, '分析');
    assert.equal(await activeNavLabel(page), '分析');
    await context.close();
  });

  test('a signed-in owner who opens /login goes to the dashboard', async () => {
    const { browser } = session;
    const context = await signedInContext(browser);
    const page = await context.newPage();
    await page.goto(`${hostUrl}/login`);
    await waitForPath(page, '/');
    await expectScreen(page, 'ダッシュボード');
    await context.close();
  });
});
