// The API serves the widget from widget/dist (loader.js, the hashed frame bundle, manifest.json).
// The console apps are built by `pnpm test` before the suite; the widget build takes a second, so the
// harness makes sure it is there and not older than its sources rather than testing a stale widget.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pnpmCommand } from '../../scripts/lib/pnpm.mjs';
import { run } from '../../scripts/lib/processes.mjs';
import { rootDir } from '../../scripts/lib/topology.mjs';

const WIDGET_DIR = join(rootDir, 'widget');
const MANIFEST = join(WIDGET_DIR, 'dist', 'manifest.json');
/** What goes into the widget bundle: its own code and the contract's browser modules. */
const INPUTS = [join(WIDGET_DIR, 'src'), join(rootDir, 'shared-contracts', 'src')];

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else if (entry.isFile() && !/\.test\.tsx?$/.test(entry.name)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

export async function ensureWidgetBuild(): Promise<void> {
  const builtAt = existsSync(MANIFEST) ? statSync(MANIFEST).mtimeMs : 0;
  if (builtAt > Math.max(...INPUTS.map(newestMtime))) return;
  console.log('e2e: building the widget (widget/dist is missing or older than its sources)');
  const [command, leading] = pnpmCommand();
  const { code, output } = await run(command, [...leading, '--filter', 'widget', 'build'], { cwd: rootDir });
  if (code !== 0) throw new Error(`widget build failed:\n${output}`);
}
