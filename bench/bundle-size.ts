// JS transferred (gzip) to reach /login, to reach the dashboard, and for each section's first visit,
// printed beside the targets. Never fails on a figure.
//   pnpm bench:size                 (after pnpm build)
// Another build of the same sources is measured without touching the real builds:
//   BENCH_DIST_ROOT=/tmp/variant BENCH_LABEL=variant pnpm bench:size
// (see mui-sharing.ts for the one comparison we made). Each run is saved in bench/results/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TARGETS, measureBundleSize, printFigures, printLargestScripts, toDashboard } from './lib/measure-bundle-size.ts';

const label = process.env.BENCH_LABEL ?? 'default';

try {
  const rows = await measureBundleSize(process.env.BENCH_DIST_ROOT);
  printFigures(rows, label);
  printLargestScripts(rows);
  const resultsDir = join(dirname(fileURLToPath(import.meta.url)), 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `bundle-size-${label}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ label, measuredAt: new Date().toISOString(), targets: TARGETS, toDashboard: toDashboard(rows), rows }, null, 2)}\n`,
  );
  console.log(`\nsaved ${file}`);
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
}
