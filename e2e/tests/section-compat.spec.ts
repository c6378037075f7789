// Compatibility across releases: each section as it was built at the previous release tag
// (sections-v*, scripts/lib/previous-release.mjs), loaded by the current host against the current
// API, the way it is still deployed while the host, the API and the shared packages move on. Per
// section: sign in, open each of its screens, load one setting and save it. A change that would
// break a deployed section (an API field renamed, a contract tightened, shared-auth changed
// without a major version) fails here, naming the section and the screen.
// E2E_SECTIONS=history (./run test --section history) keeps to one section.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { launchedBrowser, signedOutContext } from '../harness/browser.ts';
import { signIn, visible } from '../harness/console.ts';
import { harnessInfo } from '../harness/harness-info.ts';

const { compat, demo } = harnessInfo();
const SCREEN_TIMEOUT_MS = 30_000;

/** What a screen shows when its data, or the section itself, could not be read. */
const LOAD_FAILURE = /読み込めませんでした|できませんでした/;

/** Whatever went wrong on the page since the last screen: uncaught errors and failed API calls. */
class PageTrouble {
  readonly problems: string[] = [];

  constructor(page: Page) {
    page.on('pageerror', (error) => this.problems.push(`uncaught ${error.name}: ${error.message}`));
    page.on('response', (response) => {
      const url = new URL(response.url());
      // A 401 is the expired access token (4 s in the harness) being refreshed and the call retried.
      if (url.pathname.startsWith('/api/v1/') && response.status() >= 400 && response.status() !== 401 && response.request().method() !== 'OPTIONS') {
        this.problems.push(`${response.request().method()} ${url.pathname} answered ${response.status()}`);
      }
    });
  }

  take(): string[] {
    return this.problems.splice(0);
  }
}

/** Waits until nothing on the page is loading: no spinner, no skeleton (queries retry behind them). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root'),
    null,
    { timeout: SCREEN_TIMEOUT_MS },
  );
}

interface Smoke {
  readonly section: string;
  readonly page: Page;
  readonly trouble: PageTrouble;
}

/**
 * One screen of the section: `open` gets there; then a level-1 heading, nothing loading, no load
 * error shown, no uncaught error, no refused API call. Any failure is rethrown naming the section,
 * the release and the screen.
 */
async function screen(smoke: Smoke, name: string, open: () => Promise<void>, check?: () => Promise<void>): Promise<void> {
  const { page, section, trouble } = smoke;
  trouble.take();
  try {
    await open();
    await visible(page.getByRole('heading', { level: 1 }), SCREEN_TIMEOUT_MS);
    await settled(page);
    const shown = (await page.getByText(LOAD_FAILURE).allTextContents()).map((text) => `shows "${text.trim()}"`);
    if (check) await check();
    const problems = [...shown, ...trouble.take()];
    assert.deepEqual(problems, [], problems.join('; '));
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(`${section} as released in ${compat?.tag}: screen ${name} (${new URL(page.url()).pathname}) failed: ${message}`, {
      cause: error,
    });
  }
}

const saved = (page: Page) => visible(page.getByText('保存しました', { exact: true }));

/** Per section: its screens, and one setting loaded, saved and put back. */
const SMOKES: Record<string, (smoke: Smoke, hostUrl: string) => Promise<void>> = {
  async chatsettings(smoke, hostUrl) {
    const { page } = smoke;
    await screen(smoke, 'テスト（チャットUI）', () => page.goto(`${hostUrl}/chatui`).then(() => undefined));
    /** The items the section lists under 会話設定 as it was released: every screen it had. */
    let items: Array<{ name: string; href: string }> = [];
    await screen(smoke, '会話設定', () => page.goto(`${hostUrl}/chatsettings`).then(() => undefined), async () => {
      const links = page.getByRole('list', { name: '会話設定の項目' }).getByRole('link');
      await visible(links);
      items = await links.evaluateAll((nodes) =>
        nodes.map((node) => ({ name: (node.textContent ?? '').trim(), href: new URL((node as HTMLAnchorElement).href).pathname })),
      );
      assert.ok(items.length > 0, 'the 会話設定 list has items');
    });
    // アバター設定's 感情 screen sits in this list but belongs to that section.
    for (const item of items.filter((entry) => entry.href !== '/chatsettings/emotionstates')) {
      await screen(smoke, `会話設定 › ${item.name}`, async () => {
        await page.goto(`${hostUrl}${item.href}`);
      });
    }
    await screen(smoke, 'リンク設定', () => page.goto(`${hostUrl}/urlsettings`).then(() => undefined));

    await screen(smoke, '会話設定 (チャットUIのタイトルを保存)', () => page.goto(`${hostUrl}/chatsettings`).then(() => undefined), async () => {
      const title = () => page.getByRole('form', { name: 'チャットUI' }).getByRole('textbox', { name: 'タイトル' });
      const original = await (await visible(title())).inputValue();
      const changed = `${original.slice(0, 20)}（確認）`;
      for (const value of [changed, original]) {
        await title().fill(value);
        await page.getByRole('button', { name: '保存', exact: true }).click();
        await saved(page);
        await page.reload();
        assert.equal(await (await visible(title())).inputValue(), value, 'the saved title is read back');
      }
    });
  },

  async avatarsettings(smoke, hostUrl) {
    const { page } = smoke;
    await screen(smoke, '感情設定', () => page.goto(`${hostUrl}/chatsettings/emotionstates`).then(() => undefined));
    await screen(smoke, 'アバター設定 (サイズを保存)', () => page.goto(`${hostUrl}/avatarsettings`).then(() => undefined), async () => {
      const size = () => page.getByRole('spinbutton', { name: 'サイズ' });
      const original = await (await visible(size())).inputValue();
      const changed = original === '120' ? '110' : '120';
      for (const value of [changed, original]) {
        await size().fill(value);
        await page.getByRole('button', { name: '保存', exact: true }).click();
        await saved(page);
        await page.reload();
        assert.equal(await (await visible(size())).inputValue(), value, 'the saved size is read back');
      }
    });
  },

  // 分析 saves nothing: its smoke reads the dashboard's panels and the analytics screen.
  async analytics(smoke, hostUrl) {
    const { page } = smoke;
    await screen(smoke, 'ダッシュボード', () => page.goto(`${hostUrl}/`).then(() => undefined));
    await screen(smoke, '分析', () => page.goto(`${hostUrl}/analytics`).then(() => undefined));
  },

  async history(smoke, hostUrl) {
    const { page } = smoke;
    await screen(smoke, 'フォーム回答履歴', () => page.goto(`${hostUrl}/form-history`).then(() => undefined));
    await screen(smoke, '会話履歴 (保存期間を保存)', () => page.goto(`${hostUrl}/conversationhistory`).then(() => undefined), async () => {
      const openDialog = async () => {
        await page.getByRole('button', { name: '保存期間' }).click();
        const dialog = page.getByRole('dialog', { name: '会話の保存期間' });
        // The choices, or what kept them from loading (said in the dialog).
        await visible(dialog.getByRole('radiogroup').or(dialog.getByText(LOAD_FAILURE)), SCREEN_TIMEOUT_MS);
        const problems = (await dialog.getByText(LOAD_FAILURE).allTextContents()).map((text) => `shows "${text.trim()}"`);
        assert.deepEqual(problems, [], problems.join('; '));
        return dialog;
      };
      let dialog = await openDialog();
      const checked = async () => (await dialog.getByRole('radio', { checked: true }).getAttribute('value')) ?? '';
      const original = await checked();
      const radios = await dialog.getByRole('radio').evaluateAll((nodes) => nodes.map((node) => (node as HTMLInputElement).value));
      const other = radios.find((value) => value !== original);
      assert.ok(other, 'another retention period to choose');
      for (const value of [other, original]) {
        await dialog.locator(`input[type="radio"][value="${value}"]`).check();
        await dialog.getByRole('button', { name: '保存', exact: true }).click();
        await dialog.waitFor({ state: 'hidden', timeout: SCREEN_TIMEOUT_MS });
        await page.reload();
        dialog = await openDialog();
        assert.equal(await checked(), value, 'the saved period is read back');
      }
      await dialog.getByRole('button', { name: 'キャンセル' }).click();
    });
  },
};

describe(`each section as released in ${compat?.tag ?? '(no release tag)'}, with this host and API`, { timeout: 600_000 }, () => {
  const launched = launchedBrowser();
  let context: BrowserContext;

  if (!compat) {
    test('a previous release is served', () => {
      assert.fail('no previous release to test: tag one (git tag sections-vN), or fetch the tags (git fetch --tags) in a shallow clone');
    });
  }

  after(async () => {
    await context?.close();
  });

  for (const section of compat?.sections ?? []) {
    test(`${section}: sign in, every screen${section === 'analytics' ? ' (it saves nothing)' : ', one setting loaded and saved'}`, async () => {
      assert.ok(compat);
      const smoke = SMOKES[section];
      assert.ok(smoke, `no smoke for the section ${section}: add one to section-compat.spec.ts`);
      await context?.close();
      context = await signedOutContext(launched.browser);
      const page = await context.newPage();
      const trouble = new PageTrouble(page);
      const run: Smoke = { section, page, trouble };
      await screen(run, 'ログイン', async () => {
        await page.goto(`${compat.hostUrl}/login`);
        await signIn(page, demo);
        await page.waitForURL((url) => url.pathname !== '/login', { timeout: SCREEN_TIMEOUT_MS });
      });
      await smoke(run, compat.hostUrl);
    });
  }
});
