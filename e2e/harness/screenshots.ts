// A screenshot of every screen the suite visits, at the minimum layout width and at a wide desktop,
// to look at by eye (e2e/screenshots/, not committed).
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
export const SCREENSHOT_WIDTHS = [1088, 1920] as const;
/** The page fades in 100 ms after a route change (SPEC §2); no animation runs longer than this. */
const SETTLE_MAX_MS = 450;

/**
 * Until the page has drawn its new width: no animation or transition still running (the fade-in, a
 * drawer's slide), then two frames for the layout. A fixed 450 ms wait per width was about 70 s of
 * every e2e run for the suite's 79 screenshots.
 */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: SETTLE_MAX_MS, polling: 'raf' })
    .catch(() => undefined);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * The page at each width, as it is once drawn. Charts draw their lines in from script (MUI X Charts),
 * which getAnimations() does not see, so a shot could catch a line half drawn: for the shots the
 * browser asks for reduced motion, which the charts honour by drawing at once (skipAnimation), and
 * the page gets its own setting back afterwards.
 */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const original = page.viewportSize();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    for (const width of SCREENSHOT_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await settled(page);
      await page.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`) });
    }
  } finally {
    await page.emulateMedia({ reducedMotion: null });
    if (original) await page.setViewportSize(original);
  }
}
