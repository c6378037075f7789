// The measured choice of docs/architecture.md §3: share MUI per component path, all provided by the host (tooling/webpack/federation.shared.cjs today)
// or let each app bundle the MUI components it uses (only @mui/material/styles shared). Builds every
// app the second way into bench/results/builds/mui-bundled (the real dist folders stay as they are),
// measures both with the same walk through the console, and prints them side by side.
//   pnpm build && pnpm --filter bench mui-sharing
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmCommand } from '../scripts/lib/pnpm.mjs';
import { startProcess } from '../scripts/lib/processes.mjs';
import { readTopology, rootDir } from '../scripts/lib/topology.mjs';
import { kb, measureBundleSize, printFigures, toDashboard, type StepFigure } from './lib/measure-bundle-size.ts';

const here = dirname(fileURLToPath(import.meta.url));
const variantRoot = join(here, 'results', 'builds', 'mui-bundled');
const variantConfig = join(here, 'variants', 'mui-bundled.webpack.cjs');

async function buildVariant(): Promise<void> {
  const topology = readTopology();
  const dirs = [topology.host.dir, ...topology.remotes.map((remote) => remote.dir)];
  const [command, leading] = pnpmCommand();
  for (const dir of dirs) {
    const started = Date.now();
    const child = startProcess(
      command,
      [...leading, '--filter', `./${dir}`, 'exec', 'webpack', '--mode', 'production', '--config', variantConfig, '--output-path', join(variantRoot, dir)],
      { cwd: rootDir, quiet: true },
    );
    if ((await child.exited) !== 0) {
      process.stderr.write(child.output());
      throw new Error(`variant build of ${dir} failed`);
    }
    console.log(`mui-bundled: built ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

function printComparison(perPath: StepFigure[], bundled: StepFigure[]): void {
  const width = Math.max(...perPath.map((row) => row.step.length), 28);
  console.log('\nMUI shared per path (today) vs bundled by each app, JS gzip\n');
  console.log(`${'step'.padEnd(width)}  ${'per path'.padStart(10)}  ${'bundled'.padStart(10)}  ${'difference'.padStart(10)}`);
  perPath.forEach((row, index) => {
    const other = bundled[index]?.transfer.bytes ?? 0;
    const diff = other - row.transfer.bytes;
    console.log(`${row.step.padEnd(width)}  ${kb(row.transfer.bytes).padStart(10)}  ${kb(other).padStart(10)}  ${(diff >= 0 ? '+' : '') + kb(diff)}`);
  });
  const total = (rows: StepFigure[]) => rows.reduce((sum, row) => sum + row.transfer.bytes, 0);
  console.log(`${'to reach the dashboard'.padEnd(width)}  ${kb(toDashboard(perPath)).padStart(10)}  ${kb(toDashboard(bundled)).padStart(10)}`);
  console.log(`${'whole walk (every section)'.padEnd(width)}  ${kb(total(perPath)).padStart(10)}  ${kb(total(bundled)).padStart(10)}`);
}

try {
  await buildVariant();
  const perPath = await measureBundleSize();
  printFigures(perPath, 'mui per path');
  const bundled = await measureBundleSize(variantRoot);
  printFigures(bundled, 'mui bundled');
  printComparison(perPath, bundled);
  const file = join(here, 'results', 'mui-sharing.json');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), perPath, bundled }, null, 2)}\n`);
  console.log(`\nsaved ${file}`);
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
}
