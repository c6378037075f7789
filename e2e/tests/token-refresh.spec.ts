// An expired access token is renewed without the user noticing (SPEC §8, docs/architecture.md §4): the
// harness gives access tokens a lifetime of a few seconds; the suite waits past it and works on.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { launchedBrowser, signedInContext, signedOutContext } from '../harness/browser.ts';
import { expectScreen, navLink, pathOf, signIn, storedAuth, waitForPath } from '../harness/console.ts';
import { harnessInfo } from '../harness/harness-info.ts';
import { NetworkLog } from '../harness/network-log.ts';

const { hostUrl, demo, accessTokenTtlSeconds } = harnessInfo();

describe('token refresh', { timeout: 90_000 }, () => {
  const session = launchedBrowser();

  test('after the access token expires the next API call refreshes it once and the user stays put', async () => {
    const { browser } = session;
    const context = await signedOutContext(browser);
    const page = await context.newPage();
    await page.goto(`${hostUrl}/login`);
    await signIn(page, demo);
    await waitForPath(page, '/');
    await expectScreen(page, 'ダッシュボード');
    const before = await storedAuth(page);
    assert.ok(before.auth);

    const network = new NetworkLog(page);
    await page.waitForTimeout((accessTokenTtlSeconds + 1.5) * 1000);
    network.clear();

    // The user works on: 会話設定 loads the owner's settings from the API with the expired token.
    // A route change inside the console is no page load (waitForLoadState would not wait): wait for
    // the refused call's replay itself.
    const replayed = page.waitForResponse(
      (response) => new URL(response.url()).pathname.startsWith('/api/v1/') && !response.url().endsWith('/access-token') && response.status() === 200,
      { timeout: 20_000 },
    );
    await navLink(page, '会話設定').click();
    await expectScreen(page, '会話設定');
    await replayed;

    assert.notEqual(pathOf(page), '/login');
    const calls = network.apiCalls().filter((e) => !e.url.endsWith('/access-token'));
    assert.ok(calls.length > 0, 'the console called the API after the token expired');
    assert.ok(calls.some((e) => e.status === 401), `the expired token was refused: ${JSON.stringify(network.entries.filter((e) => e.url.includes('/api/')))}`);
    assert.equal(network.api('POST', 'access-token').length, 1, 'exactly one refresh');
    assert.equal(network.api('POST', 'access-token')[0]?.status, 200);
    assert.ok(calls.some((e) => e.status === 200), 'the refused call was replayed and answered');

    const after = await storedAuth(page);
    assert.ok(after.auth);
    assert.notEqual(after.auth.access_token, before.auth.access_token, 'the new access token is stored');
    assert.equal(after.token, after.auth.access_token, 'under both keys');
    // The API rotates refresh tokens (issue #41): the answer's new one replaces the one traded.
    assert.notEqual(after.auth.refresh_token, before.auth.refresh_token, 'the rotated refresh token is stored');
    await context.close();
  });

  test('two tabs whose token expired together refresh once for both, and both stay signed in', async () => {
    const { browser } = session;
    const context = await signedInContext(browser);
    const [first, second] = [await context.newPage(), await context.newPage()];
    for (const page of [first, second]) {
      await page.goto(`${hostUrl}/`);
      await expectScreen(page, 'ダッシュボード');
    }
    const before = await storedAuth(first);
    assert.ok(before.auth);
    const logs = [new NetworkLog(first), new NetworkLog(second)];
    await first.waitForTimeout((accessTokenTtlSeconds + 1.5) * 1000);

    // Both tabs work on at once with the expired token.
    await Promise.all([navLink(first, '会話設定').click(), navLink(second, '会話設定').click()]);
    for (const page of [first, second]) await expectScreen(page, '会話設定');
    const refreshes = await Promise.all(logs.map((log) => log.settled((e) => e.url.endsWith('/access-token'))));

    for (const page of [first, second]) assert.notEqual(pathOf(page), '/login');
    // Web Locks: the tab that waited finds the session renewed by the other one, so the expired
    // session's refresh token is sent once for both tabs. (With a 4 s token, a busy machine may see
    // the renewed token expire too before the screens settle: that later refresh, of the successor, is
    // a new cycle, not a second refresh of this one.)
    const sent = refreshes.flat();
    const tokens = sent.map((e) => (JSON.parse(e.body ?? '{}') as { refresh_token?: string }).refresh_token);
    assert.equal(tokens.filter((token) => token === before.auth?.refresh_token).length, 1, `one refresh of the expired session for both tabs: ${JSON.stringify(refreshes.map((tab) => tab.map((e) => e.status)))}`);
    assert.ok(sent.every((e) => e.status === 200), `every refresh answered: ${JSON.stringify(sent.map((e) => e.status))}`);
    // And any later cycle is one refresh for both tabs too: no refresh token is sent twice.
    assert.equal(new Set(tokens).size, tokens.length, `each refresh token sent once: ${tokens.length} refreshes`);
    const after = await storedAuth(second);
    assert.ok(after.auth);
    assert.notEqual(after.auth.refresh_token, before.auth.refresh_token);
    // Both tabs go on with the session: another API call from each is answered.
    for (const page of [first, second]) {
      const answered = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/v1/') && r.status() === 200, { timeout: 20_000 });
      await navLink(page, 'ダッシュボード').click();
      await answered;
      assert.notEqual(pathOf(page), '/login');
    }
    await context.close();
  });
});
