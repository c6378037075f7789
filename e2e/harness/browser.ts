// Debian's Chromium driven by playwright-core (DESIGN.md §7): `playwright install` cannot download
// here, and the distribution's browser is what the machines have.
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
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

/** A context with the demo owner's stored auth data already in place (signed in once by the harness). */
export function signedInContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return signedOutContext(browser, { storageState: harnessInfo().storageStatePath, ...options });
}
