// `pnpm --filter e2e test [tests/x.spec.ts ...]`: starts the harness once, runs the spec files one
// after another with node:test (each in its own process, sharing the harness), then stops it.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HARNESS_ENV } from './harness/harness-info.ts';
import { API_LOG, startHarness } from './harness/start-harness.ts';

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

let code = 1;
try {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...specs],
    { cwd: here, stdio: 'inherit', env: { ...process.env, [HARNESS_ENV]: harness.infoPath } },
  );
  const stopChild = () => child.kill('SIGTERM');
  process.once('SIGINT', stopChild);
  process.once('SIGTERM', stopChild);
  code = await new Promise<number>((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)));
} finally {
  await harness.stop();
}
if (code !== 0) printApiTrouble();
process.exit(code);

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
