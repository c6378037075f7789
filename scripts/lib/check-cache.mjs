// Where lint and typecheck keep what they learnt between runs: ESLint's cache (by file content) and
// tsc's incremental build info. Both tools check every file against what they stored, so a stale
// entry costs a re-check, never a wrong answer; what the cache saves is the two minutes of checking
// files nobody changed. Outside the checkout (a fresh clone keeps it), one folder per checkout, so
// two checkouts on one machine do not undo each other's entries.
import { createHash } from 'node:crypto';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { rootDir } from './topology.mjs';

/** @param {Record<string, string | undefined>} [env] */
export function checkCacheDir(env = process.env) {
  const base = env.CHECKS_CACHE_DIR
    ? resolve(env.CHECKS_CACHE_DIR)
    : join(env.XDG_CACHE_HOME ? resolve(env.XDG_CACHE_HOME) : join(homedir(), '.cache'), 'avatar-agent-console', 'checks');
  return join(base, createHash('sha256').update(rootDir).digest('hex').slice(0, 12));
}

/**
 * eslint's arguments for a cached run (content, not modification times: a fresh clone stamps every
 * file anew). Our one rule that reads other files, import-x/no-cycle, stays right: a new cycle needs a
 * new import, and the file holding it changed, so it is linted again.
 */
export function eslintCacheArgs() {
  return ['--cache', '--cache-strategy', 'content', '--cache-location', `${join(checkCacheDir(), 'eslint')}/`];
}

/**
 * The command `pnpm exec` runs in each package for a cached typecheck: tsc with its build info kept
 * under the package's name ($PNPM_PACKAGE_NAME, which pnpm sets for exec).
 */
export function typecheckCommand() {
  const dir = join(checkCacheDir(), 'tsc');
  return ['sh', '-c', `tsc -p tsconfig.json --incremental --tsBuildInfoFile "${dir}/$PNPM_PACKAGE_NAME.tsbuildinfo"`];
}

/**
 * The whole run's typecheck of the packages that run in the browser (tsconfig.browser.json: the host,
 * the four sections, the widget and the shared packages they import), as one tsc program. Each of
 * them on its own spends most of its 15–20 s resolving the same React and MUI types again; together
 * they take about 36 s instead of about 160 s of CPU. A section team's run (`--section`) still checks
 * its packages one by one, so a type that one package only gets from another's augmentation shows there.
 */
export function browserTypecheckArgs() {
  return ['tsc', '-p', 'tsconfig.browser.json', '--incremental', '--tsBuildInfoFile', join(checkCacheDir(), 'tsc', 'browser.tsbuildinfo')];
}
