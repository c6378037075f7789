// Versioned releases of a section (scripts/lib/releases.mjs, scripts/release.mjs): a release is
// immutable and stays reachable, a deploy or rollback changes the host's remotes.json only, and the
// servers pick both up without a restart.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { close, createStaticServer, listen } from '../serve-static.mjs';
import { deploySection, listReleases, nextVersion, previousDeployed, publishRelease, remotesFile } from '../lib/releases.mjs';
import { resolveDeployment, rootDir } from '../lib/topology.mjs';

/** A stand-in for a remote's production build; `marker` tells two builds apart. */
function fakeBuild(/** @type {string} */ parent, /** @type {string} */ marker) {
  const dist = join(parent, `dist-${marker}`);
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), `<!doctype html><title>${marker}</title>`);
  writeFileSync(join(dist, 'remoteEntry.js'), `var mf_remote_history = "${marker}";\n`);
  writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify({ id: 'history', marker }));
  writeFileSync(join(dist, `section.${marker === 'one' ? '0a1b2c3d' : '9f8e7d6c'}.js`), `console.log("${marker}");\n`);
  writeFileSync(join(dist, '.build-stamp.json'), '{}');
  return dist;
}

/** @param {import('node:http').Server} server */
function baseOf(server) {
  const address = server.address();
  assert.ok(address && typeof address === 'object');
  return `http://127.0.0.1:${address.port}`;
}

describe('section releases', () => {
  /** @type {string} */
  let work;
  /** @type {string} */
  let store;
  /** @type {import('node:http').Server} */
  let remote;
  /** @type {import('node:http').Server} */
  let host;
  const deployment = resolveDeployment({ HISTORY_PORT: '13904', REMOTE_HISTORY_URL: 'http://history.example.jp' });

  before(async () => {
    work = mkdtempSync(join(tmpdir(), 'releases-'));
    store = join(work, 'store');
    const latest = fakeBuild(work, 'latest');
    remote = await listen(createStaticServer({ root: latest, releasesRoot: join(store, 'history') }), 0, '127.0.0.1');
    host = await listen(
      createStaticServer({ root: latest, files: { '/remotes.json': { history: 'http://default/mf-manifest.json' } }, remotesFile: remotesFile(store) }),
      0,
      '127.0.0.1',
    );
  });

  after(async () => {
    await close(remote);
    await close(host);
    rmSync(work, { recursive: true, force: true });
  });

  test('publishes a build as an immutable version, numbered after the last', () => {
    assert.equal(nextVersion(store, 'history'), 'v1');
    const published = publishRelease({ dir: store, section: 'history', version: 'v1', from: fakeBuild(work, 'one') });
    assert.equal(published.version, 'v1');
    assert.ok(existsSync(join(store, 'history', 'v1', 'mf-manifest.json')));
    assert.ok(existsSync(join(store, 'history', 'v1', 'remoteEntry.js.gz')), 'compressed once, at release');
    assert.ok(!existsSync(join(store, 'history', 'v1', '.build-stamp.json')));
    assert.equal(nextVersion(store, 'history'), 'v2');
    assert.throws(
      () => publishRelease({ dir: store, section: 'history', version: 'v1', from: fakeBuild(work, 'two') }),
      /history v1 is already released; releases never change/,
    );
    assert.throws(() => publishRelease({ dir: store, section: 'history', version: '../v3', from: fakeBuild(work, 'two') }), /not a version name/);
    assert.throws(() => publishRelease({ dir: store, section: 'history', version: 'v3', from: work }), /has no mf-manifest\.json/);
    publishRelease({ dir: store, section: 'history', version: 'v2', from: fakeBuild(work, 'two') });
    assert.deepEqual(listReleases(store, 'history').map((r) => r.version), ['v1', 'v2']);
  });

  test("serves each release at /releases/<version>/ from the section's origin, cached for good", async () => {
    const base = baseOf(remote);
    const manifest = await fetch(`${base}/releases/v1/mf-manifest.json`);
    assert.equal(manifest.status, 200);
    assert.equal((await manifest.json()).marker, 'one');
    assert.match(manifest.headers.get('cache-control') ?? '', /immutable/);
    assert.equal(await (await fetch(`${base}/releases/v2/section.9f8e7d6c.js`)).text(), 'console.log("two");\n');
    // The latest build still answers at the root, as before any release.
    assert.equal((await (await fetch(`${base}/mf-manifest.json`)).json()).marker, 'latest');
    // A missing release is a 404, never the SPA page; nothing outside the store is reachable.
    assert.equal((await fetch(`${base}/releases/v9/mf-manifest.json`)).status, 404);
    assert.equal((await fetch(`${base}/releases/v1/.build-stamp.json`)).status, 404);
    assert.equal((await fetch(`${base}/releases/%2e%2e/%2e%2e/dist-latest/index.html`)).status, 404);
  });

  test('deploy and rollback change the served remotes.json only, live on the next request', async () => {
    const base = baseOf(host);
    const served = async () => (await (await fetch(`${base}/remotes.json`)).json());
    assert.deepEqual(await served(), { history: 'http://default/mf-manifest.json' }, 'no deploy yet: the default');

    const first = deploySection({ dir: store, deployment, section: 'history', version: 'v1' });
    assert.equal(first.previous, 'latest build');
    assert.equal((await served()).history, 'http://history.example.jp/releases/v1/mf-manifest.json');
    const others = Object.entries(await served()).filter(([name]) => name !== 'history');
    assert.deepEqual(others.map(([name]) => name).sort(), ['analytics', 'avatarsettings', 'chatsettings']);

    assert.equal(deploySection({ dir: store, deployment, section: 'history', version: 'v2' }).previous, 'v1');
    assert.equal((await served()).history, 'http://history.example.jp/releases/v2/mf-manifest.json');
    assert.deepEqual(Object.entries(await served()).filter(([name]) => name !== 'history'), others, 'other sections untouched');
    assert.equal(previousDeployed(store, 'history'), 'v1');

    deploySection({ dir: store, deployment, section: 'history', version: 'v1' });
    assert.equal((await served()).history, 'http://history.example.jp/releases/v1/mf-manifest.json');
    // v2 stays published and served: a page that loaded it keeps loading its chunks.
    assert.equal((await fetch(`${baseOf(remote)}/releases/v2/section.9f8e7d6c.js`)).status, 200);

    assert.throws(() => deploySection({ dir: store, deployment, section: 'history', version: 'v7' }), /history has no release v7 \(released: v1, v2\)/);
    assert.throws(() => deploySection({ dir: store, deployment, section: 'nosuch', version: 'v1' }), /"nosuch" is not a section/);
  });

  test('./run release, deploy, rollback and releases drive the same store', () => {
    const cliStore = join(work, 'cli-store');
    const build = join(work, 'cli-build');
    cpSync(fakeBuild(work, 'cli'), build, { recursive: true });
    const cli = (/** @type {string[]} */ args) => {
      const result = spawnSync(process.execPath, [join(rootDir, 'scripts', 'release.mjs'), ...args], {
        env: { ...process.env, RELEASES_DIR: cliStore, HISTORY_PORT: '13904' },
        encoding: 'utf8',
      });
      return { code: result.status, out: `${result.stdout}${result.stderr}` };
    };
    assert.match(cli(['release', 'history', '--from', build]).out, /history v1 published/);
    assert.match(cli(['release', 'history', '--from', build]).out, /history v2 published/);
    assert.match(cli(['deploy', 'history', 'v1']).out, /history latest build -> v1/);
    assert.match(cli(['deploy', 'history', 'v2']).out, /history v1 -> v2/);
    assert.match(cli(['rollback', 'history']).out, /rollback: history v2 -> v1/);
    const remotes = JSON.parse(readFileSync(remotesFile(cliStore), 'utf8'));
    assert.equal(remotes.history, 'http://localhost:13904/releases/v1/mf-manifest.json');
    assert.match(cli(['releases', 'history']).out, /history: live v1\n {2}\* v1 /);
    const refused = cli(['deploy', 'history', 'v5']);
    assert.equal(refused.code, 1);
    assert.match(refused.out, /history has no release v5/);
  });
});
