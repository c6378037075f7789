// pnpm build: production builds of the host and the four remotes (see lib/build-apps.mjs).
// --force rebuilds every app even when its dist is current; --out <folder> builds into
// <folder>/<app folder> instead, to compare a variant (bench/) without touching the real builds.
import { resolve } from 'node:path';
import { buildApps } from './lib/build-apps.mjs';

const force = process.argv.includes('--force');
const outIndex = process.argv.indexOf('--out');
const outRoot = outIndex > 0 && process.argv[outIndex + 1] ? resolve(process.argv[outIndex + 1]) : undefined;
try {
  const { built, skipped } = await buildApps({ force, outRoot });
  console.log(`build: ${built.length} built, ${skipped.length} up to date`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
