// The widget's weight on a visitor's page, gzip and brotli, beside the targets of issue 5:
// the loader every page downloads (≤ 2 KB gzip) and the chat frame with the avatar, what a
// visitor downloads on opening the chat (≤ 50 KB gzip). The loader's second part (the frame link,
// fetched on the visitor's first sign of intent, with the frame) is shown apart. Builds the widget first (esbuild, under a
// second) unless WIDGET_DIST_DIR points at a build to measure. Never fails on a figure.
//   pnpm --filter bench widget-size
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const widgetDir = join(here, '..', 'widget');
const dist = process.env.WIDGET_DIST_DIR ?? join(widgetDir, 'dist');
if (!process.env.WIDGET_DIST_DIR) execFileSync(process.execPath, [join(widgetDir, 'scripts', 'build.mjs')], { stdio: 'inherit' });

interface Manifest {
  loader: string;
  frameLink: string;
  frame: { js: string; css: string | null };
}
const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')) as Manifest;

function sizes(files: string[]) {
  const bytes = Buffer.concat(files.map((file) => readFileSync(join(dist, file))));
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const rows = [
  { name: 'loader (widget.js, every page)', files: [manifest.loader], targetGzip: 2048 },
  { name: 'loader frame link (on intent)', files: [manifest.frameLink], targetGzip: null },
  { name: 'frame js (chat + avatar + voice)', files: [manifest.frame.js], targetGzip: null },
  { name: 'frame css', files: manifest.frame.css ? [manifest.frame.css] : [], targetGzip: null },
  { name: 'frame total (on opening the chat)', files: [manifest.frame.js, ...(manifest.frame.css ? [manifest.frame.css] : [])], targetGzip: 50 * 1024 },
  { name: 'all after intent (link + frame)', files: [manifest.frameLink, manifest.frame.js, ...(manifest.frame.css ? [manifest.frame.css] : [])], targetGzip: null },
].map((row) => ({ ...row, ...sizes(row.files) }));

const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;
console.log('\nwidget size (the loader is served with the agent settings prefixed: ~0.3-0.5 KB more)');
for (const row of rows) {
  const verdict = row.targetGzip === null ? '' : row.gzip <= row.targetGzip ? `  target ≤ ${kb(row.targetGzip)}: met` : `  target ≤ ${kb(row.targetGzip)}: OVER by ${kb(row.gzip - row.targetGzip)}`;
  console.log(`  ${row.name.padEnd(36)} raw ${kb(row.raw).padStart(9)}  gzip ${kb(row.gzip).padStart(9)}  brotli ${kb(row.brotli).padStart(9)}${verdict}`);
}

const resultsDir = join(here, 'results');
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, 'widget-size.json');
writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2)}\n`);
console.log(`\nsaved ${file}`);
