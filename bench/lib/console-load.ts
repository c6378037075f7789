// Loads the console in Chromium the way an owner does (issue #42): /login cold, sign in, the dashboard,
// each section's first visit. Two kinds of run over one served build:
//   sizes:   unthrottled; the JavaScript each step transfers (CDP encodedDataLength: bytes on the wire),
//            once with `Accept-Encoding: gzip, deflate` (the issue's unit) and once with brotli accepted;
//   timings: Lighthouse's slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, 4× CPU slowdown,
//            through CDP), the time until the login form accepts input and from the sign-in click to
//            the dashboard's KPI cards.
// The servers of a build are started from that build's own scripts/serve-static.mjs, so a "before"
// build is served the way it was served then (gzip only).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { resolveDeployment, runtimeFiles } from '../../scripts/lib/topology.mjs';
import { startApi } from '../../scripts/lib/stack.mjs';
import { APP_NAME, SECTION_VISITS } from './measure-bundle-size.ts';
import { emptyTransfer, ScriptTransfers, type Transfer } from './script-transfers.ts';

export type { Transfer } from './script-transfers.ts';

/** A step is over once no script has come for this long (the console's lazy chunks follow each other). */
const CONSOLE_QUIET_MS = 800;
const CONSOLE_QUIET_TIMEOUT_MS = 60_000;

export const KB = 1024;
const DEMO = { email: 'demo@example.com', password: 'demo-password' };
const EMAIL_INPUT = 'input[autocomplete="username"]';
const KPI_CARD = '[data-testid="kpi-conversations"]';

/** Lighthouse's mobile slow 4G (its throttling.mobileSlow4G): what the issue's timings are measured under. */
export const SLOW_4G = { rttMs: 150, downloadKbps: 1.6 * 1024, uploadKbps: 750, cpuSlowdown: 4 };


export interface Step {
  key: string;
  step: string;
  gzip: Transfer;
  brotli: Transfer;
}

export interface Timings {
  /** ms from navigation start until React has put the enabled mail address field in the page, per run. */
  loginInPage: number[];
  /** ms from navigation start until a keystroke in the mail address field shows (as seen by the test), per run. */
  loginUsable: number[];
  /** ms from the sign-in click until the first KPI card is visible, per run (clicked as soon as the form takes input). */
  signInToKpis: number[];
  /**
   * The same, clicked once /login has loaded what it loads when idle (no script for 800 ms): an owner
   * who types rather than one whose browser fills the form in at once.
   */
  signInToKpisIdle: number[];
}

export interface BuildFigures {
  label: string;
  steps: Step[];
  timings: Timings;
  shots?: DashboardShots;
}

export interface ServedBuild {
  label: string;
  /** The repository (or worktree) whose scripts/serve-static.mjs serves the build. */
  repoRoot: string;
  /** <distRoot>/<app folder> instead of each app's dist (pnpm build --out). */
  distRoot?: string;
}

/**
 * Splits a step's scripts at a mark the page set: requested up to it, and after it. The request times
 * are the page's own (resource timing's startTime on performance.timeOrigin, the marks' clock): CDP's
 * wallTime is the system clock, which differs from the page's by milliseconds to tens of them, enough
 * to put a chunk the form loads once it is on screen before the mark.
 */
async function splitAt(page: Page, transfer: Transfer, at: number): Promise<[Transfer, Transfer]> {
  const started = new Map(
    await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => [entry.name, performance.timeOrigin + entry.startTime] as [string, number]),
    ),
  );
  const files = transfer.files.map((file) => ({ ...file, requestedAt: started.get(file.url) ?? file.requestedAt }));
  const of = (picked: Transfer['files']): Transfer => ({ scripts: picked.length, bytes: picked.reduce((n, f) => n + f.bytes, 0), files: picked });
  return [of(files.filter((f) => f.requestedAt <= at)), of(files.filter((f) => f.requestedAt > at))];
}

/**
 * Marks the page sets itself (epoch ms, performance.timeOrigin-based like CDP's wallTime), from a
 * MutationObserver, so they are the moment React committed, not the moment a poll noticed:
 * loginUsable, the mail field in the page and enabled (React has attached its handlers at the root);
 * kpis, the first KPI card shown. Plain JavaScript in a string: tsx compiles a function with
 * esbuild's keepNames, which wraps its inner named functions in a `__name` helper the page does not
 * have, so a serialized function threw in the page and no mark was ever set.
 */
const INSTALL_MARKS = `(() => {
  performance.setResourceTimingBufferSize(2000);
  const marks = {};
  window.__marks = marks;
  const check = () => {
    const now = performance.timeOrigin + performance.now();
    if (!marks.loginUsable && document.querySelector(${JSON.stringify(`${EMAIL_INPUT}:not([disabled])`)})) marks.loginUsable = now;
    // Shown, not only in the page: the dashboard lays its panels out once the sample notice is known.
    const kpi = document.querySelector(${JSON.stringify(KPI_CARD)});
    if (!marks.kpis && kpi && kpi.checkVisibility()) marks.kpis = now;
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
})();`;

async function mark(page: Page, name: string): Promise<number> {
  const handle = await page.waitForFunction((key) => (window as unknown as { __marks?: Record<string, number> }).__marks?.[key], name, { timeout: 120_000 });
  return (await handle.jsonValue()) as number;
}

/** Waits until 7日間の推移 has drawn its chart (or said it has no data), so the dashboard's chart is counted on the dashboard. */
async function trendSettled(page: Page): Promise<void> {
  const panel = page.locator('section', { has: page.getByRole('heading', { name: /7日間の推移/ }) });
  await panel.locator('svg, p').first().waitFor({ state: 'visible', timeout: 30_000 }).catch(() => undefined);
}

async function heading(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title, exact: true }).first().waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForFunction((expected) => document.title === expected, `${title} | ${APP_NAME}`, { timeout: 60_000 });
}

/** Navigation start -> the mail field exists, is enabled and takes a keystroke (React has attached its handlers). */
async function loginUsableAt(page: Page): Promise<number> {
  await page.waitForSelector(`${EMAIL_INPUT}:not([disabled])`, { timeout: 60_000 });
  const field = page.locator(EMAIL_INPUT);
  await field.pressSequentially('d');
  await page.waitForFunction((selector) => (document.querySelector(selector) as HTMLInputElement | null)?.value === 'd', EMAIL_INPUT);
  const at = await page.evaluate(() => performance.now());
  await field.fill('');
  return at;
}

async function signInAndWaitForKpis(page: Page): Promise<number> {
  await page.getByLabel('メールアドレス').fill(DEMO.email);
  await page.getByLabel('パスワード').fill(DEMO.password);
  const clickedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  return (await mark(page, 'kpis')) - clickedAt;
}

async function newPage(browser: Browser, acceptEncoding: string, throttle: boolean) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ja-JP' });
  const page = await context.newPage();
  await page.addInitScript({ content: INSTALL_MARKS });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': acceptEncoding } });
  if (throttle) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.rttMs,
      downloadThroughput: (SLOW_4G.downloadKbps * 1024) / 8,
      uploadThroughput: (SLOW_4G.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdown });
  }
  return { context, page, transfers: new ScriptTransfers(cdp) };
}

/** One cold walk through the console; the transfers of each step. */
async function walk(browser: Browser, hostUrl: string, acceptEncoding: string): Promise<Array<{ key: string; step: string; transfer: Transfer }>> {
  const { context, page, transfers } = await newPage(browser, acceptEncoding, false);
  const rows: Array<{ key: string; step: string; transfer: Transfer }> = [];
  try {
    await page.goto(`${hostUrl}/login`, { waitUntil: 'commit' });
    const usable = await mark(page, 'loginUsable');
    await heading(page, 'ログイン');
    await transfers.quiet(CONSOLE_QUIET_MS, CONSOLE_QUIET_TIMEOUT_MS);
    const [login, idle] = await splitAt(page, transfers.take(), usable);
    rows.push({ key: 'login-usable', step: '/login until the form accepts input', transfer: login });
    rows.push({ key: 'login-idle', step: '/login, loaded when idle afterwards', transfer: idle });

    await page.getByLabel('メールアドレス').fill(DEMO.email);
    await page.getByLabel('パスワード').fill(DEMO.password);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    const kpis = await mark(page, 'kpis');
    await heading(page, 'ダッシュボード');
    await trendSettled(page);
    await transfers.quiet(CONSOLE_QUIET_MS, CONSOLE_QUIET_TIMEOUT_MS);
    const [toKpis, charts] = await splitAt(page, transfers.take(), kpis);
    rows.push({ key: 'dashboard-kpis', step: 'sign in -> dashboard KPI cards (+)', transfer: toKpis });
    rows.push({ key: 'dashboard-rest', step: 'dashboard after the KPI cards: charts (+)', transfer: charts });

    const nav = page.getByRole('navigation', { name: 'メインナビゲーション' });
    for (const visit of SECTION_VISITS) {
      await nav.getByRole('link', { name: visit.label, exact: true }).click();
      let step = `${visit.path} first visit (+, ${visit.section})`;
      try {
        await heading(page, visit.label);
      } catch {
        step += ' DID NOT LOAD';
      }
      await transfers.quiet(CONSOLE_QUIET_MS, CONSOLE_QUIET_TIMEOUT_MS);
      rows.push({ key: visit.path, step, transfer: transfers.take() });
    }
    return rows;
  } finally {
    await context.close();
  }
}

async function timeRuns(browser: Browser, hostUrl: string, runs: number): Promise<Timings> {
  const timings: Timings = { loginInPage: [], loginUsable: [], signInToKpis: [], signInToKpisIdle: [] };
  for (let run = 0; run < runs; run += 1) {
    const { context, page } = await newPage(browser, 'gzip, deflate, br', true);
    try {
      await page.goto(`${hostUrl}/login`, { waitUntil: 'commit', timeout: 120_000 });
      timings.loginInPage.push((await mark(page, 'loginUsable')) - (await page.evaluate(() => performance.timeOrigin)));
      timings.loginUsable.push(await loginUsableAt(page));
      timings.signInToKpis.push(await signInAndWaitForKpis(page));
    } finally {
      await context.close();
    }
    const idle = await newPage(browser, 'gzip, deflate, br', true);
    try {
      await idle.page.goto(`${hostUrl}/login`, { waitUntil: 'commit', timeout: 120_000 });
      await loginUsableAt(idle.page);
      await idle.transfers.quiet(800, 120_000);
      timings.signInToKpisIdle.push(await signInAndWaitForKpis(idle.page));
    } finally {
      await idle.context.close();
    }
  }
  return timings;
}

type StaticServerModule = {
  createStaticServer(options: { root: string; files?: Record<string, unknown> }): import('node:http').Server;
  listen(server: import('node:http').Server, port: number, host?: string): Promise<import('node:http').Server>;
  close(server: import('node:http').Server): Promise<unknown>;
};

/**
 * Measures each build in turn over one API, each served by its own scripts/serve-static.mjs.
 * @param timingRuns throttled walks to /login and the KPI cards per build (their median is printed)
 */
export async function measureBuilds(builds: ServedBuild[], timingRuns = 3, shotsDir?: string): Promise<BuildFigures[]> {
  const workDir = mkdtempSync(join(tmpdir(), 'bench-'));
  const deployment = resolveDeployment({
    PUBLIC_HOSTNAME: 'localhost',
    API_PORT: '16000',
    HOST_PORT: '15000',
    CHATSETTINGS_PORT: '15001',
    AVATARSETTINGS_PORT: '15002',
    ANALYTICS_PORT: '15003',
    HISTORY_PORT: '15004',
  });
  const api = await startApi(deployment, { dataDir: join(workDir, 'api'), quiet: true, extra: { LOG_LEVEL: 'warn' } });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const hostUrl = deployment.apps.find((app) => app.role === 'host')?.publicUrl ?? '';
  const figures: BuildFigures[] = [];
  try {
    for (const build of builds) {
      const serveStatic = (await import(pathToFileURL(join(build.repoRoot, 'scripts/serve-static.mjs')).href)) as StaticServerModule;
      const servers: import('node:http').Server[] = [];
      try {
        for (const app of deployment.apps) {
          const root = join(build.distRoot ?? build.repoRoot, app.dir, ...(build.distRoot ? [] : ['dist']));
          servers.push(await serveStatic.listen(serveStatic.createStaticServer({ root, files: runtimeFiles(deployment, app) }), app.port));
        }
        const gzip = await walk(browser, hostUrl, 'gzip, deflate');
        const brotli = await walk(browser, hostUrl, 'gzip, deflate, br');
        const steps = gzip.map((row, index) => ({
          key: row.key,
          step: row.step,
          gzip: row.transfer,
          brotli: brotli[index]?.key === row.key ? brotli[index].transfer : emptyTransfer(),
        }));
        const timings = await timeRuns(browser, hostUrl, timingRuns);
        const shots = shotsDir ? await dashboardShots(hostUrl, join(shotsDir, build.label)) : undefined;
        figures.push({ label: build.label, steps, timings, ...(shots ? { shots } : {}) });
      } finally {
        await Promise.all(servers.map((server) => serveStatic.close(server)));
      }
    }
    return figures;
  } finally {
    await browser.close();
    await api.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? NaN : sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export interface DashboardShots {
  files: string[];
  /** Whether the 7日間の推移 chart was still loading when the first dashboard shot was taken. */
  chartLoadingInShot: boolean;
  /** Panels whose box moved (px) between the shot with the chart loading and the one with the chart drawn. */
  moved: Array<{ panel: string; dx: number; dy: number; dh: number }>;
  /** Cumulative layout shift from the sign-in click until the charts are drawn (PerformanceObserver). */
  layoutShift: number;
  /** Each shift counted in layoutShift: its value and the elements that moved (how far down, in px). */
  shifts: Array<{ value: number; moved: string[] }>;
}

/**
 * Sums the layout shifts while window.__counting is set, and keeps each one with the elements that
 * moved (their label, heading or first words, and how far down) so a shift can be traced to its
 * cause. Plain JavaScript in a string, as INSTALL_MARKS (tsx's keepNames).
 */
const COUNT_LAYOUT_SHIFTS = `(() => {
  window.__shift = 0;
  window.__counting = false;
  window.__shifts = [];
  const describe = (node) => {
    const element = node instanceof Element ? node : node && node.parentElement;
    if (!element) return '?';
    const words = element.getAttribute('aria-label') || (element.querySelector('h1, h2, h3') || {}).textContent || element.textContent || '';
    return element.tagName.toLowerCase() + ' 「' + words.trim().slice(0, 24) + '」';
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!window.__counting || entry.hadRecentInput) continue;
      window.__shift += entry.value;
      const moved = (entry.sources || []).map((source) => describe(source.node) + ' ' + Math.round(source.currentRect.y - source.previousRect.y) + 'px');
      window.__shifts.push({ value: entry.value, moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/**
 * Under slow 4G: /login once the form takes input, the dashboard as soon as its KPI cards show (the
 * chart still loading in its reserved space), and again once the chart is drawn; compares every
 * panel's box between the two and sums the layout shifts, so "nothing jumps" is a figure too.
 */
export async function dashboardShots(hostUrl: string, dir: string): Promise<DashboardShots> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const { context, page } = await newPage(browser, 'gzip, deflate, br', true);
    await page.addInitScript(COUNT_LAYOUT_SHIFTS);
    const files = [join(dir, 'login.png'), join(dir, 'dashboard-charts-loading.png'), join(dir, 'dashboard-charts-drawn.png')];
    await page.goto(`${hostUrl}/login`, { waitUntil: 'commit', timeout: 120_000 });
    await loginUsableAt(page);
    await page.screenshot({ path: files[0]! });
    await page.getByLabel('メールアドレス').fill(DEMO.email);
    await page.getByLabel('パスワード').fill(DEMO.password);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 120_000 });
    await page.evaluate(() => {
      (window as unknown as { __counting: boolean }).__counting = true;
    });
    await page.locator(KPI_CARD).waitFor({ state: 'visible', timeout: 120_000 });
    const panelBoxes = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('main section[aria-labelledby], main [aria-label] > section, main section')].map((element) => {
          const box = element.getBoundingClientRect();
          const name = element.getAttribute('aria-label') ?? document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent ?? element.tagName;
          return { panel: name, x: box.x, y: box.y + window.scrollY, height: box.height };
        }),
      );
    const chartLoading = page.getByRole('progressbar', { name: /7日間の推移/ });
    const chartLoadingInShot = await chartLoading.isVisible();
    const before = await panelBoxes();
    await page.screenshot({ path: files[1]!, fullPage: true });
    await page.locator('section', { has: page.getByRole('heading', { name: /7日間の推移/ }) }).locator('svg').first().waitFor({ state: 'visible', timeout: 120_000 });
    await page.waitForTimeout(1000);
    const after = await panelBoxes();
    await page.screenshot({ path: files[2]!, fullPage: true });
    const { layoutShift, shifts } = await page.evaluate(() => {
      const w = window as unknown as { __shift: number; __shifts: Array<{ value: number; moved: string[] }> };
      return { layoutShift: w.__shift, shifts: w.__shifts };
    });
    const moved = before.flatMap((box, index) => {
      const next = after[index];
      if (!next) return [{ panel: box.panel, dx: NaN, dy: NaN, dh: NaN }];
      const delta = { panel: box.panel, dx: next.x - box.x, dy: next.y - box.y, dh: next.height - box.height };
      return Math.abs(delta.dx) + Math.abs(delta.dy) + Math.abs(delta.dh) > 0.5 ? [delta] : [];
    });
    await context.close();
    return { files, chartLoadingInShot, moved, layoutShift, shifts };
  } finally {
    await browser.close();
  }
}
