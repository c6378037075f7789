// Release, deploy and roll back one section (./run release|deploy|rollback|releases; README "For
// section teams"). The store and the rules are scripts/lib/releases.mjs.
//   release <section> [version] [--from <build folder>] [--no-build]
//       builds the section if stale, then publishes its dist as a new immutable version
//       (default: the next vN). --from publishes another build folder (a CI artifact);
//       --no-build publishes the dist as it is (the app image, which cannot build).
//   deploy <section> <version|latest>   points the host's remotes.json at that version
//   rollback <section>                  deploys the version that was live before the last deploy
//   releases [section]                  lists the versions and what is deployed
// RELEASES_DIR picks the store (default .releases); ports and public URLs as for ./run start.
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import {
  currentRemotes,
  deploySection,
  listReleases,
  nextVersion,
  previousDeployed,
  publishRelease,
  releasesDir,
  versionOfUrl,
} from './lib/releases.mjs';
import { readTopology, resolveDeployment, rootDir } from './lib/topology.mjs';

const USAGE = `usage:
  ./run release <section> [version] [--from <build folder>] [--no-build]
  ./run deploy <section> <version|latest>
  ./run rollback <section>
  ./run releases [section]`;

const args = process.argv.slice(2);
const flags = new Set(args.filter((arg) => arg === '--no-build'));
const fromIndex = args.indexOf('--from');
const from = fromIndex >= 0 ? args[fromIndex + 1] : undefined;
const positional = args.filter((arg, i) => !arg.startsWith('--') && !(fromIndex >= 0 && i === fromIndex + 1));
const [command, section, version] = positional;

const dir = releasesDir();
const deployment = resolveDeployment();
const sections = readTopology().remotes;

/** @param {string | undefined} name @returns {import('./lib/topology.mjs').RemoteEntry} */
function sectionNamed(name) {
  const entry = sections.find((remote) => remote.name === name);
  if (!entry) throw new Error(`${name ? `"${name}" is not a section. ` : ''}Sections: ${sections.map((r) => r.name).join(', ')}\n${USAGE}`);
  return entry;
}

/** @returns {string | undefined} the commit the workspace is at, when it is a git checkout */
function headCommit() {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: rootDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: rootDir, encoding: 'utf8' }).trim();
    return dirty ? `${commit}+local changes` : commit;
  } catch {
    return undefined;
  }
}

async function release() {
  const remote = sectionNamed(section);
  const chosen = version ?? nextVersion(dir, remote.name);
  let build = from ? resolve(from) : join(rootDir, remote.dir, 'dist');
  if (!from && !flags.has('--no-build')) {
    // Loaded only here: the app image publishes its baked-in build and has no workspace to build with.
    const { buildApps, outputDir } = await import('./lib/build-apps.mjs').catch(() => {
      throw new Error('no workspace to build in here (an app image?): publish its build with --no-build');
    });
    await buildApps({ only: [remote.name] });
    build = outputDir(remote.dir);
  }
  const published = publishRelease({ dir, section: remote.name, version: chosen, from: build, commit: from ? undefined : headCommit() });
  console.log(`release: ${remote.name} ${chosen} published in ${published.path}`);
  console.log(`deploy it with: ./run deploy ${remote.name} ${chosen}`);
}

function deploy() {
  const remote = sectionNamed(section);
  if (!version) throw new Error(`which version? ${listReleases(dir, remote.name).map((r) => r.version).join(', ') || 'none released yet'}\n${USAGE}`);
  const { previous, url } = deploySection({ dir, deployment, section: remote.name, version });
  console.log(`deploy: ${remote.name} ${previous} -> ${version} (${url})`);
  console.log('live on the next page load of the console; the host is not touched.');
  if (previous !== 'none') console.log(`roll back with: ./run rollback ${remote.name}   (or ./run deploy ${remote.name} ${previous === 'latest build' ? 'latest' : previous})`);
}

function rollback() {
  const remote = sectionNamed(section);
  const target = previousDeployed(dir, remote.name);
  if (!target) throw new Error(`${remote.name} has no earlier deploy to roll back to (./run releases ${remote.name})`);
  const { previous, url } = deploySection({ dir, deployment, section: remote.name, version: target });
  console.log(`rollback: ${remote.name} ${previous} -> ${target} (${url})`);
}

function releases() {
  const remotes = currentRemotes(dir, deployment);
  for (const remote of section ? [sectionNamed(section)] : sections) {
    const live = remotes[remote.name] ? versionOfUrl(remotes[remote.name]) : 'not deployed';
    const versions = listReleases(dir, remote.name);
    console.log(`${remote.name}: live ${live}`);
    for (const r of versions) {
      console.log(`  ${r.version === live ? '*' : ' '} ${r.version.padEnd(12)} ${r.createdAt}  ${r.commit ?? r.from}`);
    }
  }
  console.log(`(store: ${dir})`);
}

try {
  if (command === 'release') await release();
  else if (command === 'deploy') deploy();
  else if (command === 'rollback') rollback();
  else if (command === 'releases') releases();
  else {
    console.error(USAGE);
    process.exit(2);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
