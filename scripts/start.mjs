// pnpm start: the whole product as it is deployed, on one machine. Production builds of the five
// browser apps (skipped when current), the API (embedded PGlite in .data/api unless DATABASE_URL is
// set), and each app on its own origin with its runtime configuration from the environment.
// Ports and URLs: see lib/topology.mjs (API_PORT, HOST_PORT, CHATSETTINGS_PORT, ..., API_PUBLIC_URL,
// REMOTE_<NAME>_URL). Ctrl-C stops everything.
import { join, relative } from 'node:path';
import { buildApps } from './lib/build-apps.mjs';
import { releasesDir } from './lib/releases.mjs';
import { startApi, startApps } from './lib/stack.mjs';
import { resolveDeployment, rootDir } from './lib/topology.mjs';

const DEMO_EMAIL = 'demo@example.com';
const DEMO_PASSWORD = 'demo-password';

const deployment = resolveDeployment();

/** @type {Array<() => Promise<void>>} */
const stoppers = [];
let stopping = false;
/** @param {number} code */
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping...');
  await Promise.allSettled(stoppers.reverse().map((stop) => stop()));
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  await buildApps();

  const dataDir = process.env.DATA_DIR ?? join(rootDir, '.data', 'api');
  const api = await startApi(deployment, {
    dataDir,
    databaseUrl: process.env.DATABASE_URL,
    prefix: '[api]',
    // Request logs drown the addresses printed below; LOG_LEVEL=info brings them back.
    extra: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  });
  stoppers.push(api.stop);
  api.exited.then((code) => {
    if (!stopping) {
      console.error(`The API stopped unexpectedly (exit code ${code}).`);
      void shutdown(1);
    }
  });

  // Sections deployed by version (./run deploy) are served from the release store; until one is,
  // each section's latest build is.
  const releases = releasesDir();
  const apps = await startApps(deployment, { releasesDir: releases });
  stoppers.push(apps.stop);

  const host = deployment.apps.find((app) => app.role === 'host');
  const rows = [
    ['api', deployment.api.publicUrl, process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir.startsWith(rootDir) ? relative(rootDir, dataDir) : dataDir}`],
    ...deployment.apps.map((app) => [app.name, app.publicUrl, join(app.dir, 'dist')]),
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log('');
  for (const [name, url, what] of rows) console.log(`  ${name.padEnd(width)}  ${url}  ${what}`);
  console.log('');
  console.log(`Open ${host?.publicUrl} and sign in with ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  console.log('API docs: ' + `${deployment.api.publicUrl}/api/docs`);
  console.log(`Releases: ${releases.startsWith(rootDir) ? relative(rootDir, releases) : releases} (./run releases; ./run release|deploy|rollback <section>)`);
  console.log('Press Ctrl-C to stop.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}
