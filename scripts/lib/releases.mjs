// Versioned releases of a section (docs/architecture.md §3: separate teams deploy sections independently).
// A release is a copy of a remote's production build, published once under its own folder and never
// changed or deleted: <releases>/<section>/<version>/ with its mf-manifest.json and hashed chunks,
// served by the section's own origin at /releases/<version>/. Which version the console loads is
// the host's remotes.json, kept at <releases>/remotes.json and read on every request, so deploying
// or rolling back a section is a change to that one file: no rebuild, no restart, host untouched.
// Used by scripts/release.mjs (./run release|deploy|rollback|releases), the static server, the
// docker entrypoint and the e2e harness. No imports beyond node:, serve-static and topology, so
// the app image can run it without the workspace.
import { appendFileSync, cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { precompress } from '../serve-static.mjs';
import { manifestUrl, rootDir, runtimeFiles } from './topology.mjs';

/** A version names a folder and a URL segment: letters, digits, dot, dash, underscore. */
export const VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** The URL path under a remote's origin where its releases are served. */
export const RELEASES_PATH = '/releases/';
/** What a release folder must hold to be loadable by the host. */
const REQUIRED_FILES = ['mf-manifest.json', 'remoteEntry.js'];
const RELEASE_INFO = 'release.json';
const DEPLOY_LOG = 'deploy-log.jsonl';

/**
 * The release store: RELEASES_DIR, default .releases at the repository root (the app images mount a
 * volume at /srv/releases and set RELEASES_DIR).
 * @param {Record<string, string | undefined>} [env]
 */
export function releasesDir(env = process.env) {
  return env.RELEASES_DIR ? resolve(env.RELEASES_DIR) : join(rootDir, '.releases');
}

/** @param {string} dir @returns {string} the host's remotes.json as deployed */
export const remotesFile = (dir) => join(dir, 'remotes.json');

/** @param {string} dir @param {string} section */
export const sectionReleasesDir = (dir, section) => join(dir, section);

/** @param {string} version */
export function assertVersion(version) {
  if (!VERSION_PATTERN.test(version)) {
    throw new Error(`"${version}" is not a version name (letters, digits, . _ -; e.g. v3 or 2025-06-01.1)`);
  }
}

/**
 * @typedef {{ section: string, version: string, commit?: string, createdAt: string, from: string }} ReleaseInfo
 */

/**
 * The section's published versions, oldest first.
 * @param {string} dir @param {string} section
 * @returns {ReleaseInfo[]}
 */
export function listReleases(dir, section) {
  const folder = sectionReleasesDir(dir, section);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && VERSION_PATTERN.test(entry.name))
    .map((entry) => {
      const infoFile = join(folder, entry.name, RELEASE_INFO);
      /** @type {ReleaseInfo} */
      const fallback = { section, version: entry.name, createdAt: '', from: '' };
      return existsSync(infoFile) ? { ...fallback, ...JSON.parse(readFileSync(infoFile, 'utf8')) } : fallback;
    })
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.version.localeCompare(b.version, 'en', { numeric: true }));
}

/** @param {string} dir @param {string} section @returns {string} v1, v2, ... after the highest vN */
export function nextVersion(dir, section) {
  const numbers = listReleases(dir, section)
    .map((release) => /^v(\d+)$/.exec(release.version)?.[1])
    .filter((n) => n !== undefined)
    .map(Number);
  return `v${numbers.length > 0 ? Math.max(...numbers) + 1 : 1}`;
}

/**
 * Publishes a production build as an immutable version: copied beside its final name, compressed,
 * then renamed into place, so a server never sees half a release. An existing version is refused.
 * @param {{ dir: string, section: string, version: string, from: string, commit?: string }} options
 *   from: the build folder (the remote's dist); commit: the source's commit, recorded
 * @returns {ReleaseInfo & { path: string }}
 */
export function publishRelease({ dir, section, version, from, commit }) {
  assertVersion(version);
  for (const file of REQUIRED_FILES) {
    if (!existsSync(join(from, file))) throw new Error(`${from} has no ${file}: not a production build of a section`);
  }
  const target = join(sectionReleasesDir(dir, section), version);
  if (existsSync(target)) throw new Error(`${section} ${version} is already released; releases never change (pick a new version)`);
  mkdirSync(sectionReleasesDir(dir, section), { recursive: true });
  const staging = join(sectionReleasesDir(dir, section), `.${version}.${process.pid}.tmp`);
  rmSync(staging, { recursive: true, force: true });
  // The .gz beside each file are made afresh below: a copied one may be older than a file patched
  // since, and copying gives both new times, so its age would no longer tell.
  cpSync(from, staging, { recursive: true, filter: (source) => !source.endsWith('.build-stamp.json') && !source.endsWith('.gz') });
  /** @type {ReleaseInfo} */
  const info = { section, version, ...(commit ? { commit } : {}), createdAt: new Date().toISOString(), from };
  writeFileSync(join(staging, RELEASE_INFO), `${JSON.stringify(info, null, 2)}\n`);
  precompress(staging);
  renameSync(staging, target);
  return { ...info, path: target };
}

/**
 * The remotes.json the host serves: the deployed file, else the default from the deployment
 * (every section's own latest build, at the root of its origin).
 * @param {string} dir
 * @param {import('./topology.mjs').Deployment} deployment
 * @returns {Record<string, string>}
 */
export function currentRemotes(dir, deployment) {
  if (existsSync(remotesFile(dir))) return JSON.parse(readFileSync(remotesFile(dir), 'utf8'));
  const host = deployment.apps.find((app) => app.role === 'host');
  if (!host) throw new Error('topology.json has no host');
  return /** @type {Record<string, string>} */ (runtimeFiles(deployment, host)['/remotes.json']);
}

/** @param {string} url @returns {string} the version a remotes.json entry names, or 'latest build' */
export function versionOfUrl(url) {
  const match = /\/releases\/([^/]+)\/mf-manifest\.json$/.exec(url);
  return match?.[1] ?? 'latest build';
}

/**
 * Points one section of remotes.json at a published version (or 'latest' for its unversioned
 * build). Written to a temporary file and renamed, so the host never serves half a file. Nothing
 * is deleted: a page that loaded the previous version keeps loading its chunks.
 * @param {{ dir: string, deployment: import('./topology.mjs').Deployment, section: string, version: string }} options
 * @returns {{ previous: string, url: string }}
 */
export function deploySection({ dir, deployment, section, version }) {
  const remote = deployment.apps.find((app) => app.role === 'remote' && app.name === section);
  if (!remote) {
    const names = deployment.apps.filter((app) => app.role === 'remote').map((app) => app.name);
    throw new Error(`"${section}" is not a section; one of ${names.join(', ')}`);
  }
  let url;
  if (version === 'latest') {
    url = manifestUrl(remote.publicUrl);
  } else {
    assertVersion(version);
    const folder = join(sectionReleasesDir(dir, section), version);
    if (!existsSync(join(folder, 'mf-manifest.json'))) {
      const known = listReleases(dir, section).map((release) => release.version);
      throw new Error(`${section} has no release ${version} (released: ${known.join(', ') || 'none'}); ./run release ${section} first`);
    }
    url = `${remote.publicUrl}${RELEASES_PATH}${version}/mf-manifest.json`;
  }
  const remotes = currentRemotes(dir, deployment);
  const previous = remotes[section] ? versionOfUrl(remotes[section]) : 'none';
  remotes[section] = url;
  mkdirSync(dir, { recursive: true });
  const tmp = `${remotesFile(dir)}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(remotes, null, 2)}\n`);
  renameSync(tmp, remotesFile(dir));
  appendFileSync(
    join(dir, DEPLOY_LOG),
    `${JSON.stringify({ at: new Date().toISOString(), section, version, previous })}\n`,
  );
  return { previous, url };
}

/**
 * The version deployed before the current one, from the deploy log: what a rollback goes back to.
 * @param {string} dir @param {string} section
 * @returns {string | undefined}
 */
export function previousDeployed(dir, section) {
  const logFile = join(dir, DEPLOY_LOG);
  if (!existsSync(logFile)) return undefined;
  /** @type {Array<{ section: string, version: string, previous: string }>} */
  const entries = readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line))
    .filter((entry) => entry.section === section);
  // Walk back over the deploys: the version live before the last one that changed it.
  const history = entries.map((entry) => entry.version);
  const current = history.at(-1);
  for (let i = history.length - 2; i >= 0; i -= 1) {
    if (history[i] !== current) return history[i];
  }
  const first = entries[0]?.previous;
  if (first === 'latest build') return 'latest';
  return first && first !== 'none' && first !== current ? first : undefined;
}
