// Debian's Chromium driven by playwright-core (docs/architecture.md §7): `playwright install` cannot download
// here, and the distribution's browser is what the machines have.
//
// The launch and sign-in setup of every spec lives here: `browserSession()` (a browser, one context
// and its page for the whole describe) or `launchedBrowser()` (a browser only, for specs that open a
// context per test). Both register node:test hooks on the describe they are called in.
import { readFileSync } from 'node:fs';
import { after, before } from 'node:test';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { harnessInfo } from './harness-info.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const VIEWPORT = { width: 1440, height: 900 };

export function launchBrowser(): Promise<Browser> {
  // Playwright gives every launch a fresh temporary profile (user-data-dir).
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A context with nobody signed in. */
export function signedOutContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ viewport: VIEWPORT, locale: 'ja-JP', timezoneId: 'Asia/Tokyo', ...options });
}

/**
 * A context with the demo owner's stored auth data already in place: a sign-in of its own (by API),
 * put on every origin of the harness's storage state. Each context needs its own: the API rotates
 * refresh tokens and takes a retired one, sent again, for a stolen copy (issue #41), so contexts that
 * shared one sign-in would sign each other out at their second refresh.
 */
export async function signedInContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const { apiUrl, demo, storageStatePath } = harnessInfo();
  const response = await fetch(`${apiUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(demo),
  });
  if (!response.ok) throw new Error(`demo sign-in failed: ${response.status} ${await response.text()}`);
  const auth = (await response.json()) as { access_token: string };
  const state = JSON.parse(readFileSync(storageStatePath, 'utf8')) as { cookies: []; origins: { origin: string }[] };
  const storageState = {
    cookies: state.cookies,
    origins: state.origins.map(({ origin }) => ({
      origin,
      localStorage: [
        { name: 'auth', value: JSON.stringify(auth) },
        { name: 'token', value: auth.access_token },
      ],
    })),
  };
  return signedOutContext(browser, { storageState, ...options });
}

/** What a hook-made fixture holds; read its fields in tests and hooks, never while the describe is declared. */
export interface LaunchedBrowser {
  readonly browser: Browser;
}

export interface BrowserSession extends LaunchedBrowser {
  readonly context: BrowserContext;
  readonly page: Page;
}

/** Fields that exist once the describe's `before` hooks have run. */
function lateFields<T extends object>(what: string, fields: Partial<T>): T {
  return new Proxy(fields, {
    get(target, key) {
      const value = Reflect.get(target, key);
      if (value === undefined && typeof key === 'string') throw new Error(`${what}.${key} is read before its before() hook ran`);
      return value;
    },
  }) as T;
}

/** Chromium for the whole describe: launched before its first test, closed after its last. */
export function launchedBrowser(): LaunchedBrowser {
  const fields: { browser?: Browser } = {};
  before(async () => {
    fields.browser = await launchBrowser();
  });
  after(async () => {
    await fields.browser?.close();
  });
  return lateFields<LaunchedBrowser>('launchedBrowser()', fields);
}

/**
 * Chromium, one context and its page for the whole describe: the console's setup. Signed in as the
 * demo owner (the harness's stored auth) unless `signedIn` is false.
 */
export function browserSession(options: { signedIn?: boolean; context?: BrowserContextOptions } = {}): BrowserSession {
  const { signedIn = true, context: contextOptions = {} } = options;
  const fields: { browser?: Browser; context?: BrowserContext; page?: Page } = {};
  before(async () => {
    fields.browser = await launchBrowser();
    fields.context = await (signedIn ? signedInContext : signedOutContext)(fields.browser, contextOptions);
    fields.page = await fields.context.newPage();
  });
  after(async () => {
    await fields.context?.close();
    await fields.browser?.close();
  });
  return lateFields<BrowserSession>('browserSession()', fields);
}
