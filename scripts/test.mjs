// pnpm test: every check of the product, in the order that fails fastest, stopping at the first
// failing step. The last line is the count of tests across jest and node:test (e2e included).
//   lint -> typecheck -> jest in every package (API on PGlite) -> API tests on PostgreSQL
//   -> docker-compose and static-server checks -> production build -> the previous release's
//   sections (built once per release tag, cached in ~/.cache/avatar-agent-console/sections) -> e2e in Chromium
// PostgreSQL: TEST_DATABASE_URL, default postgres://postgres:postgres@127.0.0.1:5432/postgres.
// Redis (the API's replica tests): TEST_REDIS_URL, default redis://127.0.0.1:6379.
// Outside CI an unreachable server skips what needs it (said loudly); with CI set it is a failure.
// While working on one part: `pnpm test --only e2e` or `pnpm test --from build` (step keys below).
// One section's team: `pnpm test --section history` (./run test --section history): lint, types and
// jest of that section's package and the shared packages it uses (pnpm's `remote-history...`), the
// build, its previous release, and its e2e specs plus the previous-release smoke of it alone
// (scripts/lib/sections.mjs). --only and --from combine with it.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApps } from './lib/build-apps.mjs';
import { browserTypecheckArgs, eslintCacheArgs, typecheckCommand } from './lib/check-cache.mjs';
import { e2eTotals, failedTests, jestCounts, nodeTestCounts } from './lib/test-counts.mjs';
import { pnpmCommand } from './lib/pnpm.mjs';
import { run } from './lib/processes.mjs';
import { ensurePreviousReleaseBuild } from './lib/previous-release.mjs';
import { RELEASE_SPECS, sectionNamed } from './lib/sections.mjs';
import { rootDir } from './lib/topology.mjs';

const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const inCi = Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0';
const testDatabaseUrl = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
const DEFAULT_TEST_REDIS_URL = 'redis://127.0.0.1:6379';
const testRedisUrl = process.env.TEST_REDIS_URL || DEFAULT_TEST_REDIS_URL;
const [pnpm, pnpmLeading] = pnpmCommand();

/**
 * Where the generated suites (the API's fuzz run and tenancy matrix) write their figures, one file a
 * step, so that the summary shows them beside the test counts.
 * @param {string} key
 */
const figuresFile = (key) => path.join(tmpdir(), `test-figures-${process.pid}-${key}.txt`);

/** Environment without TEST_DATABASE_URL, so the packages' own test run uses embedded PGlite. */
function envWithoutTestDatabase() {
  const env = { ...process.env, TEST_FIGURES_FILE: figuresFile('jest') };
  delete env.TEST_DATABASE_URL;
  return env;
}

/**
 * TEST_REDIS_URL for the API's replica tests (api/jest.config.cjs runs them only with it), when a
 * Redis answers there; a note for the summary either way.
 * @returns {Promise<{ env: NodeJS.ProcessEnv, ok: boolean, note: string }>}
 */
async function redisForTests() {
  if (await reachable(testRedisUrl, 6379)) return { env: { TEST_REDIS_URL: testRedisUrl }, ok: true, note: `Redis ${testRedisUrl}` };
  const note = `no Redis at ${testRedisUrl}: the replica tests did not run (start redis-server, or set TEST_REDIS_URL)`;
  return { env: {}, ok: !inCi, note: inCi ? `Redis is required in CI: ${note}` : `SKIPPED: ${note}` };
}

/**
 * @typedef {import('./lib/test-counts.mjs').Counts} Counts
 * @typedef {{ ok: boolean, counts?: Counts, note?: string, failures?: string[] }} StepResult
 */

/** @param {string[]} args @param {NodeJS.ProcessEnv} [env] */
const runPnpm = (args, env) => run(pnpm, [...pnpmLeading, ...args], { cwd: rootDir, env });

/** The package folders tsconfig.browser.json checks as one program (from its "include"). */
function browserPackages() {
  const { include } = JSON.parse(readFileSync(path.join(rootDir, 'tsconfig.browser.json'), 'utf8'));
  return [...new Set(include.map((/** @type {string} */ entry) => entry.split('/')[0]))];
}

/** @param {string} url @param {number} [defaultPort] @returns {Promise<boolean>} */
function reachable(url, defaultPort = 5432) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || defaultPort), timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** --section <name>: the one section's run, or undefined for every check of the product. */
const sectionIndex = process.argv.indexOf('--section');
let section;
try {
  section = sectionIndex > 0 ? sectionNamed(process.argv[sectionIndex + 1]) : undefined;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
/** pnpm's selector for the section and the workspace packages it depends on. */
const sectionFilter = section ? ['--filter', `${section.dir}...`] : [];

/**
 * The sections as built at the previous release tag, for e2e/tests/section-compat.spec.ts: built
 * only when the cache (previous-release.mjs: ~/.cache/avatar-agent-console/sections, or SECTIONS_CACHE_DIR) has no build of that commit yet.
 * @param {string} [only] one section
 */
function previousReleaseStep(only) {
  return {
    key: 'previous-release',
    name: `previous release's sections${only ? ` (${only})` : ''}, cached by commit`,
    run: async () => {
      const result = await ensurePreviousReleaseBuild({ sections: only ? [only] : undefined });
      if (!result) return { ok: false, note: 'no sections-v* tag behind HEAD (in a shallow clone: git fetch --tags --unshallow)' };
      const built = result.built.length > 0 ? `${result.built.length} built` : 'all cached';
      return { ok: true, note: `${result.tag} (${result.commit.slice(0, 12)}): ${built}` };
    },
  };
}

/**
 * The e2e step's result from e2e/run.ts's own totals (a spec file run again counts once); a file
 * that passed only when run again is named in the note, its first failure with it.
 * @param {number} code @param {string} output @returns {StepResult}
 */
function e2eResult(code, output) {
  const { flaky, ...counts } = e2eTotals(output);
  const ok = code === 0 && counts.failed === 0 && counts.passed > 0;
  const note = flaky.length > 0 ? `flaky, passed when run again: ${flaky.join('; ')}` : undefined;
  return { ok, counts, note, failures: ok ? [] : failedTests(output) };
}

/** @type {Array<{ key: string, name: string, run: () => Promise<StepResult> }>} */
const productSteps = [
  {
    key: 'lint',
    name: 'lint',
    run: async () => ({ ok: (await runPnpm(['exec', 'eslint', '.', '--max-warnings=0', ...eslintCacheArgs()])).code === 0 }),
  },
  {
    key: 'typecheck',
    name: 'typecheck',
    run: async () => {
      // The browser's packages in one program, beside every other package on its own (a package
      // tsconfig.browser.json does not name is checked on its own: none is ever left out).
      const inBrowserProgram = browserPackages();
      const others = ['-r', ...inBrowserProgram.map((dir) => `--filter=!./${dir}`)];
      const [browser, rest] = await Promise.all([
        runPnpm(['exec', ...browserTypecheckArgs()]),
        runPnpm([...others, '--workspace-concurrency=1', 'exec', ...typecheckCommand()]),
      ]);
      return { ok: browser.code === 0 && rest.code === 0, note: `${inBrowserProgram.length} browser packages in one program` };
    },
  },
  {
    key: 'jest',
    name: 'jest (every package; API on PGlite)',
    run: async () => {
      const redis = await redisForTests();
      const { code, output } = await runPnpm(
        ['-r', '--workspace-concurrency=1', '--filter=!e2e', '--filter=!bench', 'run', 'test'],
        { ...envWithoutTestDatabase(), ...redis.env },
      );
      const counts = jestCounts(output);
      return { ok: code === 0 && counts.failed === 0 && redis.ok, counts, note: redis.note, failures: failedTests(output) };
    },
  },
  {
    key: 'postgres',
    name: 'API tests on PostgreSQL',
    run: async () => {
      const safeUrl = testDatabaseUrl.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
      if (!(await reachable(testDatabaseUrl))) {
        if (inCi) return { ok: false, note: `PostgreSQL is required in CI and ${safeUrl} is unreachable` };
        return { ok: true, note: `SKIPPED: no PostgreSQL at ${safeUrl} (start one, or set TEST_DATABASE_URL)` };
      }
      // api/jest.config.cjs adds a 'postgres' project when TEST_DATABASE_URL is set; PGlite already ran.
      const redis = await redisForTests();
      const { code, output } = await runPnpm(['--filter', 'api', 'run', 'test', '--selectProjects', 'postgres'], {
        ...process.env,
        TEST_DATABASE_URL: testDatabaseUrl,
        TEST_FIGURES_FILE: figuresFile('postgres'),
        ...redis.env,
      });
      const counts = jestCounts(output);
      return { ok: code === 0 && counts.failed === 0 && counts.passed > 0, counts, note: safeUrl, failures: failedTests(output) };
    },
  },
  {
    key: 'compose',
    name: 'docker-compose and static server checks',
    run: async () => {
      const { code, output } = await run(
        process.execPath,
        ['--test', '--test-reporter=spec', 'scripts/tests/'],
        { cwd: rootDir },
      );
      const counts = nodeTestCounts(output);
      return { ok: code === 0 && counts.failed === 0, counts, failures: failedTests(output) };
    },
  },
  {
    key: 'build',
    name: 'production build',
    run: async () => {
      const { built, skipped } = await buildApps();
      return { ok: true, note: `${built.length} built, ${skipped.length} up to date` };
    },
  },
  previousReleaseStep(),
  {
    key: 'e2e',
    name: 'e2e (Chromium, production build)',
    run: async () => {
      const { code, output } = await runPnpm(['--filter', 'e2e', 'run', 'test']);
      return e2eResult(code, output);
    },
  },
];

/** The same checks kept to one section and the shared packages it uses. */
const sectionSteps = section
  ? [
      {
        key: 'lint',
        name: `lint (${section.dir} and its shared packages)`,
        run: async () => ({ ok: (await runPnpm([...sectionFilter, 'run', 'lint'])).code === 0 }),
      },
      {
        key: 'typecheck',
        name: `typecheck (${section.dir} and its shared packages)`,
        run: async () => ({ ok: (await runPnpm([...sectionFilter, '--workspace-concurrency=2', 'exec', ...typecheckCommand()])).code === 0 }),
      },
      {
        key: 'jest',
        name: `jest (${section.dir} and its shared packages)`,
        run: async () => {
          const { code, output } = await runPnpm([...sectionFilter, '--workspace-concurrency=1', 'run', 'test']);
          const counts = jestCounts(output);
          return { ok: code === 0 && counts.failed === 0, counts, failures: failedTests(output) };
        },
      },
      ...productSteps.filter((step) => step.key === 'build'),
      previousReleaseStep(section.name),
      {
        key: 'e2e',
        name: `e2e (${section.name}: its screens, and its previous release against this host and API)`,
        run: async () => {
          const specs = [...section.specs, ...RELEASE_SPECS].map((spec) => `tests/${spec}`);
          const { code, output } = await runPnpm(['--filter', 'e2e', 'run', 'test', ...specs], {
            ...process.env,
            E2E_SECTIONS: section.name,
          });
          return e2eResult(code, output);
        },
      },
    ]
  : [];
const allSteps = section ? sectionSteps : productSteps;

/** @param {string} flag @returns {string | undefined} */
function argument(flag) {
  const index = process.argv.indexOf(flag);
  const value = index > 0 ? process.argv[index + 1] : undefined;
  if (index > 0 && !allSteps.some((step) => step.key === value)) {
    console.error(`${flag} takes one of: ${allSteps.map((step) => step.key).join(', ')}`);
    process.exit(2);
  }
  return value;
}
const only = argument('--only');
const from = argument('--from');
const steps = only
  ? allSteps.filter((step) => step.key === only)
  : allSteps.slice(Math.max(0, allSteps.findIndex((step) => step.key === from)));

/** @type {Array<{ name: string, status: string, seconds: number, counts?: Counts, note?: string, failures?: string[] }>} */
const report = [];
let failed = false;
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  /** @type {StepResult} */
  let result;
  try {
    result = await step.run();
  } catch (error) {
    result = { ok: false, note: error instanceof Error ? error.message : String(error) };
  }
  const seconds = (Date.now() - started) / 1000;
  report.push({ name: step.name, status: result.ok ? 'ok' : 'FAILED', seconds, counts: result.counts, note: result.note, failures: result.failures });
  if (!result.ok) {
    failed = true;
    break;
  }
}

for (const step of steps.slice(report.length)) report.push({ name: step.name, status: 'not run', seconds: 0 });

const totals = report.reduce(
  (sum, step) => ({
    passed: sum.passed + (step.counts?.passed ?? 0),
    failed: sum.failed + (step.counts?.failed ?? 0),
    skipped: sum.skipped + (step.counts?.skipped ?? 0),
  }),
  { passed: 0, failed: 0, skipped: 0 },
);

console.log('\n=== summary ===');
const width = Math.max(...report.map((step) => step.name.length));
for (const step of report) {
  const counts = step.counts ? `  ${step.counts.passed} passed, ${step.counts.failed} failed` : '';
  const skipped = step.counts?.skipped ? `, ${step.counts.skipped} skipped` : '';
  const time = step.status === 'not run' ? '' : `  ${step.seconds.toFixed(1)} s`;
  const note = step.note ? `  (${step.note})` : '';
  console.log(`${step.status.padEnd(7)} ${step.name.padEnd(width)}${time}${counts}${skipped}${note}`);
}
for (const key of ['jest', 'postgres']) {
  const file = figuresFile(key);
  if (!existsSync(file)) continue;
  for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) console.log(`figures ${key === 'jest' ? 'PGlite' : 'PostgreSQL'}: ${line}`);
  rmSync(file, { force: true });
}
// Last before the count, so that the end of the output (all a CI page may show) names them.
for (const step of report.filter((entry) => entry.failures?.length)) {
  for (const failure of step.failures ?? []) console.log(`failed in ${step.name}: ${failure}`);
}
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failed ? 1 : 0);
