// A section deployed by its team (README "For section teams"): version 1 of 履歴 released and
// deployed, then version 2 with a visible change, live on the next page load with the host's files
// untouched and the other sections as they were, while a page that loaded version 1 keeps working
// on it; a rollback is live on the next reload. Driven through the real commands
// (scripts/release.mjs) against the harness's own release store.
// Version 2 is version 1's production build with one visible sentence changed in its chunk: the
// release machinery is what is tested here, and a second webpack build would add minutes to every run.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { rootDir } from '../../scripts/lib/topology.mjs';
import { browserSession } from '../harness/browser.ts';
import { expectScreen, navLink, visible } from '../harness/console.ts';
import { harnessInfo } from '../harness/harness-info.ts';
import { NetworkLog } from '../harness/network-log.ts';
import { snap } from '../harness/screenshots.ts';

const { hostUrl, remoteUrls, releases } = harnessInfo();
const SECTION = 'history';
const historyOrigin = remoteUrls[SECTION] ?? '';
/** フォーム回答履歴's description, as version 1 shows it, and as version 2 words it. */
const V1_TEXT = '訪問者がチャットのフォームに送信した回答を、フォームごとに確認できます。';
const V2_TEXT = '訪問者がチャットのフォームに送信した回答を、フォームごとに確認できます（新しいリリース）。';
const hostDist = join(rootDir, 'host', 'dist');

/** `node scripts/release.mjs ...` on this harness's ports and store; fails the test on a refusal. */
function sections(...args: string[]): string {
  const result = spawnSync(process.execPath, [join(rootDir, 'scripts', 'release.mjs'), ...args], {
    env: { ...process.env, ...releases.env },
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, `release.mjs ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** Every file under a folder with the hash of its bytes: the host's files as they are on disk. */
function filesOf(dir: string, into = new Map<string, string>()): Map<string, string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) filesOf(path, into);
    else into.set(relative(hostDist, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
  }
  return into;
}

/**
 * Writes a file of a build made here, and its precompressed copies where the build has them: the
 * static server sends the .br or .gz beside a file to a browser that accepts it, so an edited file
 * with its old copies beside it would reach Chromium unedited.
 */
function writeBuiltFile(file: string, text: string): void {
  writeFileSync(file, text);
  if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(text));
  if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(text));
}

/** Version 2's build: version 1's with the description reworded in whichever chunk carries it. */
function nextBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'history-next-'));
  cpSync(join(rootDir, 'remote-history', 'dist'), dir, { recursive: true });
  let changed = 0;
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.js'))) {
    const text = readFileSync(join(dir, name), 'utf8');
    if (!text.includes(V1_TEXT)) continue;
    writeBuiltFile(join(dir, name), text.replaceAll(V1_TEXT, V2_TEXT));
    changed += 1;
  }
  assert.ok(changed > 0, `remote-history's build no longer carries "${V1_TEXT}": pick another visible sentence of it`);
  return dir;
}

/** shared-auth's version as the console is built with it, and its next major. */
const sharedAuthVersion = (JSON.parse(readFileSync(join(rootDir, 'shared-auth', 'package.json'), 'utf8')) as { version: string }).version;
const nextMajor = `${Number(sharedAuthVersion.split('.')[0]) + 1}.0.0`;

/**
 * A history build as it would come out against shared-auth's next major: it provides that version
 * and requires ^<next major> of the singleton (remoteEntry.js and mf-manifest.json carry both).
 */
function buildNeedingNextMajor(): string {
  const dir = mkdtempSync(join(tmpdir(), 'history-major-'));
  cpSync(join(rootDir, 'remote-history', 'dist'), dir, { recursive: true });
  const entry = readFileSync(join(dir, 'remoteEntry.js'), 'utf8');
  const patched = entry
    .replaceAll(`"shared-auth","${sharedAuthVersion}"`, `"shared-auth","${nextMajor}"`)
    .replaceAll(`"shared-auth":[{version:"${sharedAuthVersion}"`, `"shared-auth":[{version:"${nextMajor}"`)
    .replaceAll(`requiredVersion:"^${sharedAuthVersion}",strictVersion:!0`, `requiredVersion:"^${nextMajor}",strictVersion:!0`);
  assert.notEqual(patched, entry, `remote-history's remoteEntry.js no longer declares shared-auth ${sharedAuthVersion} as this spec reads it`);
  writeBuiltFile(join(dir, 'remoteEntry.js'), patched);
  const manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8')) as { shared: Array<{ name: string; version: string; requiredVersion: string }> };
  for (const shared of manifest.shared.filter((entry) => entry.name === 'shared-auth')) {
    shared.version = nextMajor;
    shared.requiredVersion = `^${nextMajor}`;
  }
  writeBuiltFile(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  return dir;
}

async function remotesJson(): Promise<Record<string, string>> {
  return (await (await fetch(`${hostUrl}/remotes.json`)).json()) as Record<string, string>;
}

/** The history section's scripts a page loaded, once answered: where from, and whether each answered 200. */
function historyScripts(network: NetworkLog) {
  return network.settled((e) => e.url.startsWith(`${historyOrigin}/`) && e.resourceType === 'script');
}

async function openFormHistory(page: Page): Promise<void> {
  await page.goto(`${hostUrl}/form-history`);
  await expectScreen(page, 'フォーム回答履歴');
}

describe('deploying a section by version', { timeout: 180_000 }, () => {
  const session = browserSession();
  let build = '';
  /** A page that loaded version 1 and stays open across the deploy. */
  let openPage: Page;
  let openPageNetwork: NetworkLog;

  before(() => {
    // A second attempt (e2e/run.ts runs a failed spec again) starts from the same store as the
    // first: the versions this spec publishes are gone, and the host serves every latest build.
    for (const version of ['v1', 'v2', 'needs-shared-auth-next']) rmSync(join(releases.dir, SECTION, version), { recursive: true, force: true });
    rmSync(join(releases.dir, 'remotes.json'), { force: true });
    build = nextBuild();
  });

  after(() => {
    rmSync(build, { recursive: true, force: true });
    // The specs after this one get every section's latest build again, as the harness started.
    rmSync(join(releases.dir, 'remotes.json'), { force: true });
  });

  test('version 1, released and deployed, is what the console loads', async () => {
    assert.match(sections('release', SECTION, 'v1', '--no-build'), /history v1 published/);
    assert.match(sections('deploy', SECTION, 'v1'), /history latest build -> v1/);
    assert.equal((await remotesJson())[SECTION], `${historyOrigin}/releases/v1/mf-manifest.json`);

    openPage = await session.context.newPage();
    openPageNetwork = new NetworkLog(openPage);
    await openFormHistory(openPage);
    await visible(openPage.getByText(V1_TEXT, { exact: true }));
    const scripts = await historyScripts(openPageNetwork);
    assert.ok(scripts.length > 0);
    assert.ok(scripts.every((e) => e.url.startsWith(`${historyOrigin}/releases/v1/`) && e.status === 200), JSON.stringify(scripts));
  });

  test('version 2 is live on the next page load; host files and other sections untouched; an open page keeps v1', async () => {
    const hostBefore = filesOf(hostDist);
    const remotesBefore = await remotesJson();

    assert.match(sections('release', SECTION, '--from', build), /history v2 published/);
    assert.match(sections('deploy', SECTION, 'v2'), /history v1 -> v2/);

    const remotesAfter = await remotesJson();
    assert.equal(remotesAfter[SECTION], `${historyOrigin}/releases/v2/mf-manifest.json`);
    assert.deepEqual({ ...remotesAfter, [SECTION]: '' }, { ...remotesBefore, [SECTION]: '' }, 'only the history entry changed');

    const { page } = session;
    const network = new NetworkLog(page);
    await openFormHistory(page);
    await visible(page.getByText(V2_TEXT, { exact: true }));
    assert.equal(await page.getByText(V1_TEXT, { exact: true }).count(), 0);
    const scripts = await historyScripts(network);
    assert.ok(scripts.length > 0 && scripts.every((e) => e.url.startsWith(`${historyOrigin}/releases/v2/`) && e.status === 200), JSON.stringify(scripts));
    await snap(page, 'section-deploy-v2');

    // The other sections load as they did: from their own origin's latest build, not from a release.
    for (const [label, name] of [['分析', 'analytics'], ['会話設定', 'chatsettings']] as const) {
      await navLink(page, label).click();
      await expectScreen(page, label);
      // The screen's lazy chunks may still be on the wire when its title shows.
      const own = await network.settled((e) => e.url.startsWith(`${remoteUrls[name]}/`) && e.resourceType === 'script');
      assert.ok(own.length > 0 && own.every((e) => !e.url.includes('/releases/') && e.status === 200), `${name}: ${JSON.stringify(own)}`);
    }

    // The page opened before the deploy keeps working on version 1: its next screens load v1's chunks.
    await navLink(openPage, '会話履歴').click();
    await expectScreen(openPage, '会話履歴');
    await navLink(openPage, 'フォーム回答履歴').click();
    await expectScreen(openPage, 'フォーム回答履歴');
    await visible(openPage.getByText(V1_TEXT, { exact: true }));
    const openScripts = await historyScripts(openPageNetwork);
    assert.ok(openScripts.every((e) => e.url.startsWith(`${historyOrigin}/releases/v1/`) && e.status === 200), JSON.stringify(openScripts));
    await openPage.close();

    assert.deepEqual(filesOf(hostDist), hostBefore, "the host's files on disk did not change");
  });

  test('a rollback is live on the next reload, and the host is still untouched', async () => {
    const hostBefore = filesOf(hostDist);
    assert.match(sections('rollback', SECTION), /rollback: history v2 -> v1/);
    assert.equal((await remotesJson())[SECTION], `${historyOrigin}/releases/v1/mf-manifest.json`);

    const { page } = session;
    await openFormHistory(page);
    await page.reload();
    await expectScreen(page, 'フォーム回答履歴');
    await visible(page.getByText(V1_TEXT, { exact: true }));
    assert.equal(await page.getByText(V2_TEXT, { exact: true }).count(), 0);
    await snap(page, 'section-deploy-rolled-back');
    // The store may list other versions too (the previous release's build, when the test run made one).
    assert.match(sections('releases', SECTION), /history: live v1\n(?:.*\n)*? {2}\* v1 .*\n {4}v2 /);
    assert.deepEqual(filesOf(hostDist), hostBefore, "the host's files on disk did not change");
  });

  test(`a release built against shared-auth ${nextMajor} is refused loudly, and the section shows its Japanese fallback`, async (t) => {
    const major = buildNeedingNextMajor();
    try {
      sections('release', SECTION, 'needs-shared-auth-next', '--from', major);
    } finally {
      rmSync(major, { recursive: true, force: true });
    }
    sections('deploy', SECTION, 'needs-shared-auth-next');

    const page = await session.context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${hostUrl}/form-history`);
    await visible(page.getByText('この画面を読み込めませんでした'), 60_000);
    await visible(page.getByRole('button', { name: '再試行' }));
    await visible(navLink(page, 'フォーム回答履歴'));
    await snap(page, 'section-deploy-singleton-major');
    const refusal = errors.find((text) => text.includes('shared-auth') && text.includes(`^${nextMajor}`));
    assert.ok(refusal, `the console says which singleton was refused and why; it logged:\n${errors.join('\n')}`);
    t.diagnostic(refusal.split('\n')[0] ?? refusal);
    // The rest of the console keeps working.
    await navLink(page, '分析').click();
    await expectScreen(page, '分析');
    await page.close();

    assert.match(sections('rollback', SECTION), /needs-shared-auth-next -> v1/);
  });
});
