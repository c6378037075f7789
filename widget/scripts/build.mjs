// Production build of the widget (esbuild): dist/loader.js, the tiny IIFE the API serves as
// widget.js after the agent's boot settings, and dist/frame.<hash>.js + .css, the chat window the
// API serves in its iframe, named by content so they can be cached for good. dist/manifest.json
// tells the API which frame files are current.
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// `--output-path <dir>`: the same option the apps' webpack builds take (scripts/build.mjs --out).
const outIndex = process.argv.indexOf('--output-path');
const outdir = outIndex > 0 && process.argv[outIndex + 1] ? resolve(process.argv[outIndex + 1]) : join(root, 'dist');

/** @type {import('esbuild').BuildOptions} */
const common = {
  bundle: true,
  minify: true,
  format: 'iife',
  // Visitors' browsers: anything from the last few years (Safari 14 and up).
  target: 'es2020',
  legalComments: 'none',
  // Japanese stays in \u escapes (esbuild's default): pure ASCII files need no charset from the
  // server, and measured smaller after gzip than UTF-8 (2.6 vs 2.65 KB for the loader).
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': '"production"' },
};

mkdirSync(outdir, { recursive: true });
const before = readdirSync(outdir);

await build({ ...common, entryPoints: [join(root, 'src/loader/index.ts')], outfile: join(outdir, 'loader.js') });

const frame = await build({
  ...common,
  entryPoints: { frame: join(root, 'src/frame/main.ts') },
  outdir,
  entryNames: '[name].[hash]',
  metafile: true,
});
const outputs = Object.keys(frame.metafile.outputs).map((file) => basename(file));
const js = outputs.find((file) => file.endsWith('.js'));
const css = outputs.find((file) => file.endsWith('.css')) ?? null;
if (!js) throw new Error('esbuild wrote no frame script');

// The manifest is written last and stale frame files removed after it: an API serving this folder
// while it is rebuilt always finds the files its manifest names (writing whole files, never deleting first).
const manifest = join(outdir, 'manifest.json');
writeFileSync(`${manifest}.tmp`, `${JSON.stringify({ loader: 'loader.js', frame: { js, css } }, null, 2)}\n`);
renameSync(`${manifest}.tmp`, manifest);
for (const name of before) {
  if (/^frame\./.test(name) && name !== js && name !== css) rmSync(join(outdir, name));
}
console.log(`widget: ${outdir} (loader.js, ${js}${css ? `, ${css}` : ''})`);
