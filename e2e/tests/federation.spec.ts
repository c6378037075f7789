// Runtime federation as a user meets it (docs/architecture.md §3): every section comes from its own origin,
// the page holds one React however many sections it has loaded, and a section that cannot load
// shows a Japanese message with a retry button inside the layout while the others keep working.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSession } from '../harness/browser.ts';
import { activeNavLabel, expectScreen, mainNav, navLink, visible, waitForPath } from '../harness/console.ts';
import { harnessInfo } from '../harness/harness-info.ts';
import { NetworkLog } from '../harness/network-log.ts';
import { snap } from '../harness/screenshots.ts';

const { hostUrl, offlineHostUrl, offlineSection, remoteUrls } = harnessInfo();

/**
 * Every copy of react-dom announces itself to the React DevTools hook when it starts
 * (`hook.inject(renderer)`), in production builds too. A stand-in hook installed before any script
 * runs counts them: two copies of React on the page would mean two renderers here.
 */
function installRendererCounter() {
  const renderers: Array<{ version?: string; rendererPackageName?: string }> = [];
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    configurable: true,
    value: {
      supportsFiber: true,
      renderers: new Map(),
      inject(renderer: { version?: string; rendererPackageName?: string }) {
        renderers.push(renderer);
        return renderers.length;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    },
  });
  Object.defineProperty(window, '__e2eReactRenderers', { value: renderers });
}

describe('federation', { timeout: 120_000 }, () => {
  const session = browserSession();

  test('each section loads from its own origin and the page holds one React', async () => {
    const { context } = session;
    const page = await context.newPage();
    await page.addInitScript(installRendererCounter);
    const network = new NetworkLog(page);
    // One page load, then only in-app navigation: every section joins the same page.
    await page.goto(`${hostUrl}/`);
    await expectScreen(page, 'ダッシュボード');
    for (const [label, title] of [
      ['テスト（チャットUI）', 'テスト（チャットUI）'],
      ['アバター設定', 'アバター設定'],
      ['分析', '分析'],
      ['会話履歴', '会話履歴'],
    ] as const) {
      await navLink(page, label).click();
      await expectScreen(page, title);
    }

    for (const [name, origin] of Object.entries(remoteUrls)) {
      const entries = await network.settled((e) => e.url.startsWith(`${origin}/`) && e.resourceType === 'script');
      assert.ok(entries.length > 0, `${name} code came from ${origin}`);
      assert.ok(entries.every((e) => e.status === 200), `${name} scripts all loaded`);
    }

    const renderers = await page.evaluate(
      () => (window as unknown as { __e2eReactRenderers: Array<{ version?: string; rendererPackageName?: string }> }).__e2eReactRenderers,
    );
    assert.equal(renderers.length, 1, `one react-dom on the page, got ${JSON.stringify(renderers.map((r) => r.version))}`);
    assert.equal(renderers[0]?.rendererPackageName, 'react-dom');
    await page.close();
  });

  test('a section that cannot load shows the Japanese error with 再試行 inside the layout; the rest keeps working', async () => {
    const { context } = session;
    assert.equal(offlineSection, 'history');
    const page = await context.newPage();
    await page.goto(`${offlineHostUrl}/conversationhistory`);
    await visible(page.getByText('この画面を読み込めませんでした'), 60_000);
    const retry = await visible(page.getByRole('button', { name: '再試行' }));
    await visible(mainNav(page));
    assert.equal(await activeNavLabel(page), '会話履歴');
    await snap(page, 'offline-section');

    await retry.click();
    await visible(page.getByText('この画面を読み込めませんでした'), 60_000);

    await navLink(page, '分析').click();
    await waitForPath(page, '/analytics');
    await expectScreen(page, '分析');
    await navLink(page, '会話設定').click();
    await expectScreen(page, '会話設定');
    await navLink(page, 'フォーム回答履歴').click();
    await visible(page.getByText('この画面を読み込めませんでした'), 60_000);
    await navLink(page, 'ダッシュボード').click();
    await expectScreen(page, 'ダッシュボード');
    await snap(page, 'offline-section-dashboard');
    await page.close();
  });
});
