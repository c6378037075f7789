// Production builds of the host, the four remotes and the widget (which the API serves), skipping one
// whose build is newer than everything that goes into it (its own files, the shared packages, the root
// build configuration). Two builds at a time at most: a webpack build takes a core and these machines have two.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pnpmCommand } from './pnpm.mjs';
import { startProcess } from './processes.mjs';
import { readTopology, rootDir } from './topology.mjs';

const STAMP = '.build-stamp.json';
/** The build tooling every app's webpack.config.js loads. */
const TOOLING_DIR = 'tooling/webpack';
const ROOT_INPUTS = [
  'topology.json',
  'tsconfig.base.json',
  'package.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', 'test', 'testing', '.data']);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** Build settings that change the output without changing a file. */
function buildEnvironment() {
  return { MUI_SHARE: process.env.MUI_SHARE ?? '' };
}

/** @param {string} dir @returns {number} newest mtime (ms) of the files that feed a build */
function newestInput(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) newest = Math.max(newest, newestInput(join(dir, entry.name)));
    } else if (entry.isFile() && !TEST_FILE.test(entry.name)) {
      newest = Math.max(newest, statSync(join(dir, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/** @returns {number} */
function newestSharedInput() {
  const sharedDirs = readdirSync(rootDir).filter((name) => name.startsWith('shared-'));
  return Math.max(
    ...sharedDirs.map((name) => newestInput(join(rootDir, name))),
    newestInput(join(rootDir, TOOLING_DIR)),
    ...ROOT_INPUTS.filter((file) => existsSync(join(rootDir, file))).map((file) => statSync(join(rootDir, file)).mtimeMs),
  );
}

/**
 * @param {string} appDir absolute
 * @param {string} outDir absolute: where its build goes
 * @param {number} sharedNewest
 * @returns {string | null} why it must be built, or null when its dist is current
 */
function staleReason(appDir, outDir, sharedNewest, entry = 'index.html') {
  const stampFile = join(outDir, STAMP);
  if (!existsSync(stampFile) || !existsSync(join(outDir, entry))) return 'no build yet';
  const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
  if (JSON.stringify(stamp.env) !== JSON.stringify(buildEnvironment())) return 'build settings changed';
  // The time the build began: a file saved while webpack ran makes the next start build again.
  const builtAt = Number(stamp.startedAt ?? 0);
  if (newestInput(appDir) > builtAt) return 'its sources changed';
  if (sharedNewest > builtAt) return 'shared packages or build configuration changed';
  return null;
}

/** @returns {{ name: string, dir: string }[]} host first, then the remotes */
export function browserApps() {
  const topology = readTopology();
  return [{ name: 'host', dir: topology.host.dir }, ...topology.remotes.map(({ name, dir }) => ({ name, dir }))];
}

/** The widget: no app of its own (the API serves its dist), built with esbuild in well under a second. */
export const WIDGET = { name: 'widget', dir: 'widget', entry: 'manifest.json' };

/** @param {string} dir @param {string} [outRoot] */
export function outputDir(dir, outRoot) {
  return outRoot ? join(outRoot, dir) : join(rootDir, dir, 'dist');
}

/**
 * @param {{ force?: boolean, concurrency?: number, only?: string[], outRoot?: string }} [options]
 *   outRoot: build into <outRoot>/<app folder> instead of each app's dist (a variant to compare)
 * @returns {Promise<{ built: string[], skipped: string[] }>} throws when a build fails
 */
export async function buildApps(options = {}) {
  const concurrency = Math.max(1, options.concurrency ?? Number(process.env.BUILD_CONCURRENCY ?? 2));
  const sharedNewest = newestSharedInput();
  const apps = [...browserApps(), WIDGET].filter((app) => !options.only || options.only.includes(app.name));
  const queue = [];
  /** @type {string[]} */
  const skipped = [];
  for (const app of apps) {
    const out = outputDir(app.dir, options.outRoot);
    const reason = options.force ? 'forced' : staleReason(join(rootDir, app.dir), out, sharedNewest, 'entry' in app ? app.entry : undefined);
    if (reason) queue.push({ ...app, out, reason });
    else skipped.push(app.name);
  }
  for (const name of skipped) console.log(`build: ${name} is up to date, skipped`);

  /** @type {string[]} */
  const built = [];
  /** @type {string[]} */
  const failures = [];
  const [command, leading] = pnpmCommand();
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      console.log(`build: ${app.name} (${app.reason})...`);
      const started = Date.now();
      const outputArgs = options.outRoot ? ['--output-path', app.out] : [];
      const child = startProcess(command, [...leading, '--filter', `./${app.dir}`, 'run', 'build', ...outputArgs], {
        cwd: rootDir,
        quiet: true,
      });
      const code = await child.exited;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code !== 0) {
        process.stderr.write(child.output());
        console.error(`build: ${app.name} FAILED after ${seconds} s`);
        failures.push(app.name);
        queue.length = 0;
        continue;
      }
      writeFileSync(join(app.out, STAMP), `${JSON.stringify({ env: buildEnvironment(), startedAt: started })}\n`);
      console.log(`build: ${app.name} done in ${seconds} s`);
      built.push(app.name);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  if (failures.length > 0) throw new Error(`build failed: ${failures.join(', ')}`);
  return { built, skipped };
}
