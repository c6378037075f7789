// A screenshot of every screen the suite visits, at the minimum layout width and at a wide desktop,
// to look at by eye (e2e/screenshots/, not committed).
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
export const SCREENSHOT_WIDTHS = [1088, 1920] as const;
/** The page fades in 100 ms after a route change (SPEC §2); wait for it to settle. */
const SETTLE_MS = 450;

export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const original = page.viewportSize();
  for (const width of SCREENSHOT_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(SETTLE_MS);
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`) });
  }
  if (original) await page.setViewportSize(original);
}
