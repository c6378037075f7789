// How a person finds things in the console: by role and Japanese name, as docs/specification.md words them.
// The suite looks at the console from outside; it never imports the apps' code.
import assert from 'node:assert/strict';
import type { Locator, Page, Response } from 'playwright-core';

/** The 8 items of the left navigation, in order, with the heading each screen shows (SPEC §2). */
export const NAV_ITEMS = [
  { label: 'テスト（チャットUI）', path: '/chatui', title: 'テスト（チャットUI）' },
  { label: 'ダッシュボード', path: '/', title: 'ダッシュボード' },
  { label: '会話設定', path: '/chatsettings', title: '会話設定' },
  { label: 'アバター設定', path: '/avatarsettings', title: 'アバター設定' },
  { label: 'リンク設定', path: '/urlsettings', title: 'リンク設定' },
  { label: '分析', path: '/analytics', title: '分析' },
  { label: 'フォーム回答履歴', path: '/form-history', title: 'フォーム回答履歴' },
  { label: '会話履歴', path: '/conversationhistory', title: '会話履歴' },
] as const;

export const APP_NAME = 'AIアバター 管理コンソール';
export const TIMEOUT_MS = 20_000;

export function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'メインナビゲーション' });
}

export function navLink(page: Page, label: string): Locator {
  return mainNav(page).getByRole('link', { name: label, exact: true });
}

export function heading(page: Page, title: string): Locator {
  return page.getByRole('heading', { level: 1, name: title, exact: true });
}

export async function visible(locator: Locator, timeout = TIMEOUT_MS): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator;
}

export async function waitForPath(page: Page, pathname: string, timeout = TIMEOUT_MS): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout });
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** The one nav item marked as the current page, by its label; fails if none or several are. */
export async function activeNavLabel(page: Page): Promise<string> {
  const active = mainNav(page).locator('[aria-current="page"]');
  assert.equal(await active.count(), 1, 'exactly one navigation item is marked aria-current="page"');
  return ((await active.textContent()) ?? '').trim();
}

/** Waits for a screen: its heading and its tab title. */
export async function expectScreen(page: Page, title: string): Promise<void> {
  await visible(heading(page, title));
  await page.waitForFunction((expected) => document.title === expected, `${title} | ${APP_NAME}`, { timeout: TIMEOUT_MS });
}

export async function signIn(page: Page, credentials: { email: string; password: string }): Promise<void> {
  await page.getByLabel('メールアドレス').fill(credentials.email);
  await page.getByLabel('パスワード').fill(credentials.password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
}

export interface StoredAuth {
  access_token: string;
  refresh_token: string;
  user_name: string;
  agent_id: string;
}

export async function storedAuth(page: Page): Promise<{ auth: StoredAuth | null; token: string | null; keys: number }> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('auth');
    return {
      auth: raw ? (JSON.parse(raw) as StoredAuth) : null,
      token: window.localStorage.getItem('token'),
      keys: window.localStorage.length,
    };
  });
}

/**
 * The console's answer to one of its API calls. Access tokens live 4 s in this harness
 * (ACCESS_TOKEN_TTL_SECONDS), so the first answer may be a 401 that shared-auth answers with a
 * refresh and the same request again (SPEC §8/§9): the replay's answer is the one that counts.
 * Start it before the click that sends the request.
 */
export function consoleApiAnswer(
  page: Page,
  method: string,
  matches: (url: URL) => boolean,
  timeout = TIMEOUT_MS,
): Promise<Response> {
  return page.waitForResponse(
    (r) => r.request().method() === method && matches(new URL(r.url())) && r.status() !== 401,
    { timeout },
  );
}
