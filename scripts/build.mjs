// pnpm build: production builds of the host and the four remotes (see lib/build-apps.mjs).
// --force rebuilds every app even when its dist is current.
import { buildApps } from './lib/build-apps.mjs';

const force = process.argv.includes('--force');
try {
  const { built, skipped } = await buildApps({ force });
  console.log(`build: ${built.length} built, ${skipped.length} up to date`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
