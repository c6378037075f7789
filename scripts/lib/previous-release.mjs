// Each section as it stood at the previous release (the newest `sections-v*` tag behind HEAD), built
// once per commit and kept in ~/.cache/avatar-agent-console/sections/<commit>/<section>/ (outside the
// checkout, so a CI machine's fresh clone and every worktree find it; SECTIONS_CACHE_DIR moves it), so that the test run can serve those builds against the current host and API
// (e2e/tests/section-compat.spec.ts): a change that breaks a section already deployed fails there.
// The sources come from `git archive` of the tag's commit into a scratch folder with its own install;
// the scratch folder is removed after the build.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from '../serve-static.mjs';
import { pnpmCommand } from './pnpm.mjs';
import { startProcess } from './processes.mjs';
import { readTopology, rootDir } from './topology.mjs';

/** Release tags: `sections-v1`, `sections-v2`, ... (README "For section teams"). */
export const RELEASE_TAG_GLOB = 'sections-v*';
const COMPLETE = '.complete.json';
/** Builds of this many release commits are kept; older ones are removed. */
const KEEP_COMMITS = 4;

/** @param {string[]} args */
const git = (args) => execFileSync('git', args, { cwd: rootDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/**
 * @returns {{ tag: string, commit: string } | null} the newest release tag reachable from HEAD
 *   (HEAD's own, when HEAD is a release), or null when there is none (or no git history here)
 */
export function previousReleaseTag() {
  try {
    const tag = git(['describe', '--tags', '--abbrev=0', `--match=${RELEASE_TAG_GLOB}`, 'HEAD']);
    return { tag, commit: git(['rev-list', '-n', '1', tag]) };
  } catch {
    return recordedRelease();
  }
}

/**
 * A clone made without its tags (CI checkouts often are) still has the release commits in its
 * history: release-tags.json records each tag's commit when it is made, and the newest one that is
 * an ancestor of HEAD stands in for `git describe`.
 * @returns {{ tag: string, commit: string } | null}
 */
function recordedRelease() {
  /** @type {Record<string, string>} */
  const recorded = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'release-tags.json'), 'utf8'));
  const newestFirst = Object.entries(recorded).sort(([a], [b]) => b.localeCompare(a, 'en', { numeric: true }));
  for (const [tag, commit] of newestFirst) {
    try {
      git(['merge-base', '--is-ancestor', commit, 'HEAD']);
      return { tag, commit };
    } catch {
      // Not in this history (a shallow clone, another branch): the next older one.
    }
  }
  return null;
}

/** @param {Record<string, string | undefined>} [env] */
export function sectionsCacheDir(env = process.env) {
  if (env.SECTIONS_CACHE_DIR) return resolve(env.SECTIONS_CACHE_DIR);
  return join(env.XDG_CACHE_HOME ? resolve(env.XDG_CACHE_HOME) : join(homedir(), '.cache'), 'avatar-agent-console', 'sections');
}

/**
 * @param {string} commit @param {string} section
 * @returns {string} where that section's build of that commit is (or goes)
 */
export const previousBuildDir = (commit, section) => join(sectionsCacheDir(), commit, section);

/** @param {string} dir */
const isComplete = (dir) => existsSync(join(dir, COMPLETE)) && existsSync(join(dir, 'mf-manifest.json'));

/**
 * @param {string} cwd @param {string[]} args @param {string} what
 * @returns {Promise<void>} throws with the output when the command fails
 */
async function pnpmIn(cwd, args, what) {
  const [command, leading] = pnpmCommand();
  const child = startProcess(command, [...leading, ...args], { cwd, quiet: true, env: { ...process.env, CI: 'true' } });
  const code = await child.exited;
  if (code !== 0) {
    process.stderr.write(child.output());
    throw new Error(`${what} failed (exit code ${code})`);
  }
}

/**
 * Builds what the cache lacks of the previous release's sections, two at a time.
 * @param {{ sections?: string[] }} [options] only these sections (default: all four)
 * @returns {Promise<{ tag: string, commit: string, dirs: Record<string, string>, built: string[], cached: string[] } | null>}
 *   null when there is no release tag behind HEAD
 */
export async function ensurePreviousReleaseBuild(options = {}) {
  const release = previousReleaseTag();
  if (!release) return null;
  const { tag, commit } = release;
  const remotes = readTopology().remotes.filter((remote) => !options.sections || options.sections.includes(remote.name));
  /** @type {Record<string, string>} */
  const dirs = Object.fromEntries(remotes.map((remote) => [remote.name, previousBuildDir(commit, remote.name)]));
  const missing = remotes.filter((remote) => !isComplete(dirs[remote.name] ?? ''));
  const cached = remotes.filter((remote) => !missing.includes(remote)).map((remote) => remote.name);
  if (missing.length === 0) return { tag, commit, dirs, built: [], cached };

  const cache = sectionsCacheDir();
  // Sources and builds left by a run that was killed halfway (another run may be building now).
  if (existsSync(cache)) {
    for (const name of readdirSync(cache).filter((entry) => entry.startsWith('.source-') && !isRunning(Number(entry.split('-').at(-1))))) {
      rmSync(join(cache, name), { recursive: true, force: true });
    }
  }
  const source = join(cache, `.source-${commit}-${process.pid}`);
  mkdirSync(source, { recursive: true });
  try {
    const started = Date.now();
    console.log(`previous release: ${tag} (${commit.slice(0, 12)}): building ${missing.map((r) => r.name).join(', ')}`);
    execFileSync('sh', ['-c', `git archive --format=tar "${commit}" | tar -x -C "${source}"`], { cwd: rootDir, stdio: 'inherit' });
    // The tag's own lockfile, and only the packages the sections need (not the API's).
    const filters = missing.flatMap((remote) => ['--filter', `{./${remote.dir}}...`]);
    await pnpmIn(source, ['install', '--frozen-lockfile', '--prefer-offline', ...filters], `pnpm install at ${tag}`);
    console.log(`previous release: installed in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const queue = [...missing];
    /** @type {string[]} */
    const failures = [];
    const worker = async () => {
      for (let remote = queue.shift(); remote; remote = queue.shift()) {
        const out = dirs[remote.name] ?? '';
        // Built beside its place and moved in whole: a run beside this one never sees half a build.
        const staging = join(source, '.out', remote.name);
        const began = Date.now();
        try {
          await pnpmIn(source, ['--filter', `./${remote.dir}`, 'run', 'build', '--output-path', staging], `building ${remote.name} at ${tag}`);
        } catch (error) {
          failures.push(error instanceof Error ? error.message : String(error));
          queue.length = 0;
          continue;
        }
        precompress(staging);
        writeFileSync(join(staging, COMPLETE), `${JSON.stringify({ tag, commit, section: remote.name, builtAt: new Date().toISOString() })}\n`);
        mkdirSync(join(out, '..'), { recursive: true });
        rmSync(out, { recursive: true, force: true });
        renameSync(staging, out);
        console.log(`previous release: ${remote.name} at ${tag} built in ${((Date.now() - began) / 1000).toFixed(1)} s`);
      }
    };
    const concurrency = Math.max(1, Number(process.env.BUILD_CONCURRENCY ?? 2));
    // Every worker finishes its build before the sources are removed, even when one fails.
    await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
    if (failures.length > 0) throw new Error(failures.join('; '));
  } finally {
    rmSync(source, { recursive: true, force: true });
  }
  pruneOtherCommits(cache, commit);
  return { tag, commit, dirs, built: missing.map((remote) => remote.name), cached };
}

/** @param {number} pid */
function isRunning(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Keeps the builds of the newest few release commits (by folder time) besides `commit`. */
function pruneOtherCommits(/** @type {string} */ cache, /** @type {string} */ commit) {
  const others = readdirSync(cache, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[0-9a-f]{40}$/.test(entry.name) && entry.name !== commit)
    .map((entry) => entry.name)
    .sort((a, b) => statSync(join(cache, b)).mtimeMs - statSync(join(cache, a)).mtimeMs);
  for (const old of others.slice(KEEP_COMMITS - 1)) rmSync(join(cache, old), { recursive: true, force: true });
}
