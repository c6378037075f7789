// Drives Chromium through /login, sign-in, the dashboard and each section's first visit, against
// a production build served as in production (each app on its own origin, gzip from the static
// server), and sums the bytes of script responses per step (CDP Network.loadingFinished
// encodedDataLength: what went over the wire, headers included).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { resolveDeployment } from '../../scripts/lib/topology.mjs';
import { startApi, startApps } from '../../scripts/lib/stack.mjs';
import { ScriptTransfers, type Transfer } from './script-transfers.ts';

export type { Transfer } from './script-transfers.ts';

export const KB = 1024;
export const TARGETS = { login: 120 * KB, sectionFirstVisit: 40 * KB };
const DEMO = { email: 'demo@example.com', password: 'demo-password' };
export const APP_NAME = 'AIアバター 管理コンソール';

/** First visit of each nav item after the dashboard, in navigation order (SPEC §2). */
export const SECTION_VISITS = [
  { label: 'テスト（チャットUI）', path: '/chatui', section: 'chatsettings' },
  { label: '会話設定', path: '/chatsettings', section: 'chatsettings' },
  { label: 'アバター設定', path: '/avatarsettings', section: 'avatarsettings' },
  { label: 'リンク設定', path: '/urlsettings', section: 'chatsettings' },
  { label: '分析', path: '/analytics', section: 'analytics' },
  { label: 'フォーム回答履歴', path: '/form-history', section: 'history' },
  { label: '会話履歴', path: '/conversationhistory', section: 'history' },
] as const;

export interface StepFigure {
  step: string;
  transfer: Transfer;
  target: number | null;
}

async function settled(page: Page, transfers: ScriptTransfers, title: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title, exact: true }).first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForFunction((expected) => document.title === expected, `${title} | ${APP_NAME}`, { timeout: 30_000 });
  await transfers.quiet();
}

/**
 * @param distRoot serve <distRoot>/<app folder> (a build made with `pnpm build --out`) instead of each app's dist
 */
export async function measureBundleSize(distRoot?: string): Promise<StepFigure[]> {
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
  const apps = await startApps(deployment, { distRoot }).catch(async (error: unknown) => {
    await api.stop();
    throw error;
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });

  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ja-JP' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const transfers = new ScriptTransfers(cdp);
    const hostUrl = deployment.apps.find((app) => app.role === 'host')?.publicUrl ?? '';

    const rows: StepFigure[] = [];
    await page.goto(`${hostUrl}/login`);
    await settled(page, transfers, 'ログイン');
    rows.push({ step: '/login (cold)', transfer: transfers.take(), target: TARGETS.login });

    await page.getByLabel('メールアドレス').fill(DEMO.email);
    await page.getByLabel('パスワード').fill(DEMO.password);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await settled(page, transfers, 'ダッシュボード');
    rows.push({ step: 'sign-in -> dashboard (+)', transfer: transfers.take(), target: null });

    const nav = page.getByRole('navigation', { name: 'メインナビゲーション' });
    for (const visit of SECTION_VISITS) {
      await nav.getByRole('link', { name: visit.label, exact: true }).click();
      let step = `${visit.path} first visit (+, ${visit.section})`;
      try {
        await settled(page, transfers, visit.label);
      } catch {
        // A section that does not render still shows what it cost; the figure is marked.
        step += ' DID NOT LOAD';
        await transfers.quiet();
      }
      rows.push({ step, transfer: transfers.take(), target: TARGETS.sectionFirstVisit });
    }
    await context.close();
    return rows;
  } finally {
    await browser.close();
    await apps.stop();
    await api.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Bytes to reach the dashboard from a cold start: /login plus sign-in. */
export function toDashboard(rows: StepFigure[]): number {
  return (rows[0]?.transfer.bytes ?? 0) + (rows[1]?.transfer.bytes ?? 0);
}

export function printFigures(rows: StepFigure[], label: string): void {
  const width = Math.max(...rows.map((row) => row.step.length), 28);
  console.log(`\nJS transferred, gzip (CDP encodedDataLength of script responses), run "${label}"\n`);
  console.log(`${'step'.padEnd(width)}  ${'JS gzip'.padStart(10)}  ${'scripts'.padStart(7)}  target`);
  for (const row of rows) {
    const verdict = row.target === null ? '' : `≤ ${kb(row.target)} ${row.transfer.bytes <= row.target ? 'within' : 'OVER'}`;
    console.log(`${row.step.padEnd(width)}  ${kb(row.transfer.bytes).padStart(10)}  ${String(row.transfer.scripts).padStart(7)}  ${verdict}`);
  }
  console.log(`${'total to reach the dashboard'.padEnd(width)}  ${kb(toDashboard(rows)).padStart(10)}`);
  const uncompressed = rows.reduce((sum, row) => sum + row.transfer.files.filter((file) => file.encoding !== 'gzip').length, 0);
  if (uncompressed > 0) console.log(`\nwarning: ${uncompressed} script responses were not gzip-compressed`);
}

export function printLargestScripts(rows: StepFigure[], steps = 3, files = 8): void {
  for (const row of rows.slice(0, steps)) {
    console.log(`\nlargest scripts of "${row.step}":`);
    for (const file of [...row.transfer.files].sort((a, b) => b.bytes - a.bytes).slice(0, files)) {
      console.log(`  ${kb(file.bytes).padStart(9)}  ${file.url}`);
    }
  }
}
