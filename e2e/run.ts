// `pnpm --filter e2e test [tests/x.spec.ts ...]`: starts the harness once, runs the spec files one
// after another with node:test (each in its own process, sharing the harness), then stops it; a
// failed file runs once more (below).
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HARNESS_ENV } from './harness/harness-info.ts';
import { API_LOG, startHarness } from './harness/start-harness.ts';
import { E2E_TOTALS, failedTests, nodeTestCounts } from '../scripts/lib/test-counts.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const requested = process.argv.slice(2).filter((arg) => arg.endsWith('.spec.ts'));
const specs =
  requested.length > 0
    ? requested
    : readdirSync(join(here, 'tests'))
        .filter((name) => name.endsWith('.spec.ts'))
        .sort()
        .map((name) => join('tests', name));

// The previous release's sections are built (once per tag, cached) only for the spec that uses them.
const harness = await startHarness({ compat: specs.some((spec) => spec.endsWith('section-compat.spec.ts')) });
console.log(`e2e: console at ${harness.info.hostUrl}, API at ${harness.info.apiUrl}, offline-section host at ${harness.info.offlineHostUrl}`);

// Each spec file runs in its own node:test process, one after another (they share the harness). A
// failed file runs once more (E2E_RETRIES, default 1), as Playwright's runner does on CI: a file that
// passes then is reported as flaky, with its first failure, on the closing lines that
// scripts/test.mjs reads (e2eTotals); one that fails again fails the run.
const retries = Number(process.env.E2E_RETRIES ?? 1);
const totals = { passed: 0, failed: 0, skipped: 0 };
const flaky: string[] = [];
const failed: string[] = [];
let stopping = false;
let current: ChildProcess | undefined;
const stopChild = () => {
  stopping = true;
  current?.kill('SIGTERM');
};
process.once('SIGINT', stopChild);
process.once('SIGTERM', stopChild);
try {
  for (const spec of specs) {
    if (stopping) break;
    let attempt = await runSpec(spec);
    for (let retry = 1; attempt.code !== 0 && retry <= retries && !stopping; retry += 1) {
      const first = failedTests(attempt.output, 1)[0] ?? `exit code ${attempt.code}`;
      console.log(`\ne2e: ${spec} failed (${first}); running it again (${retry} of ${retries})`);
      const again = await runSpec(spec);
      if (again.code === 0) flaky.push(`${spec}: ${first}`);
      attempt = again;
    }
    const counts = nodeTestCounts(attempt.output);
    totals.passed += counts.passed;
    totals.failed += attempt.code !== 0 && counts.failed === 0 ? 1 : counts.failed;
    totals.skipped += counts.skipped;
    if (attempt.code !== 0) failed.push(spec);
  }
} finally {
  await harness.stop();
}
const code = failed.length > 0 || stopping ? 1 : 0;
console.log(`\n${E2E_TOTALS} ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped, ${flaky.length} flaky`);
for (const entry of flaky) console.log(`e2e flaky (passed when run again): ${entry}`);
for (const spec of failed) console.log(`e2e failed: ${spec}`);
if (code !== 0) printApiTrouble();
process.exit(code);

/** One spec file in its own node:test process; its output goes through to ours and is kept. */
function runSpec(spec: string): Promise<{ code: number; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', spec], {
    cwd: here,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, [HARNESS_ENV]: harness.infoPath },
  });
  current = child;
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stdout.write(chunk);
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stderr.write(chunk);
  });
  return new Promise((resolve) => child.on('close', (exitCode) => resolve({ code: exitCode ?? 1, output })));
}

/** The API's warnings, errors and refused requests of the run, last first-hand account of a failure. */
function printApiTrouble() {
  let lines: string[];
  try {
    lines = readFileSync(API_LOG, 'utf8').split('\n');
  } catch {
    return;
  }
  // A refused token refresh signs the console out, and every later step of that spec fails far from
  // its cause: those are kept whatever their status.
  const refreshes = new Set<string>();
  const trouble = lines.filter((line) => {
    try {
      const entry = JSON.parse(line) as { level?: number; reqId?: string; req?: { url?: string }; res?: { statusCode?: number } };
      if (entry.reqId && entry.req?.url?.includes('/access-token')) refreshes.add(entry.reqId);
      const refreshRefused = entry.reqId !== undefined && refreshes.has(entry.reqId) && (entry.res?.statusCode ?? 0) >= 400;
      return (entry.level ?? 0) >= 40 || (entry.res?.statusCode ?? 0) >= 429 || refreshRefused;
    } catch {
      return line.trim() !== '';
    }
  });
  console.log(`\ne2e: the API's warnings, errors and refusals (${trouble.length}; whole log in ${API_LOG}), the last 40:`);
  for (const line of trouble.slice(-40)) console.log(line.length > 400 ? `${line.slice(0, 400)}…` : line);
}
