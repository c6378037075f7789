// Production build of the widget (esbuild): dist/loader.js, the tiny IIFE the API serves as
// widget.js after the agent's boot settings; dist/frame-link.<hash>.js, the loader's second part,
// which it fetches on the visitor's first sign of intent; and dist/frame.<hash>.js + .css, the chat
// window the API serves in its iframe. Hashed names are named by content, cached for good.
// dist/manifest.json tells the API (and the size bench) which files are current.
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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

// The loader's two files: internal properties (`_name`) shortened, with one cache so both files
// agree on the short names; and no "use strict", which after the API's prefix line would be a
// plain expression statement anyway.
const loaderCommon = { ...common, mangleProps: /^_/, tsconfigRaw: { compilerOptions: { alwaysStrict: false } } };
const link = await build({
  ...loaderCommon,
  entryPoints: { 'frame-link': join(root, 'src/loader/frame-link-entry.ts') },
  outdir,
  entryNames: '[name].[hash]',
  metafile: true,
  mangleCache: {},
});
const frameLink = Object.keys(link.metafile.outputs).map((file) => basename(file)).find((file) => file.endsWith('.js'));
if (!frameLink) throw new Error('esbuild wrote no frame link');
await build({
  ...loaderCommon,
  entryPoints: [join(root, 'src/loader/index.ts')],
  outfile: join(outdir, 'loader.js'),
  define: { ...common.define, 'process.env.WIDGET_FRAME_LINK_FILE': JSON.stringify(frameLink) },
  mangleCache: link.mangleCache,
});

// The frame's parts share their state and handles through `_` properties (src/frame/chat.ts),
// shortened like the loader's, with a cache of its own: nothing outside the frame sees them.
const frame = await build({
  ...common,
  mangleProps: /^_/,
  entryPoints: { frame: join(root, 'src/frame/main.ts') },
  outdir,
  entryNames: '[name].[hash]',
  metafile: true,
});
const outputs = Object.keys(frame.metafile.outputs).map((file) => basename(file));
const js = outputs.find((file) => file.endsWith('.js'));
const css = outputs.find((file) => file.endsWith('.css')) ?? null;
if (!js) throw new Error('esbuild wrote no frame script');

// Hashed files also as <file>.br and <file>.gz, compressed as tightly as each format goes, which the
// API sends by the browser's Accept-Encoding instead of compressing on every request. The loader has
// none: the API serves it behind the agent's settings and compresses that whole body itself.
// Written under another name and renamed, so the API never reads half a file.
const precompressed = [frameLink, js, ...(css ? [css] : [])];
for (const name of precompressed) {
  const bytes = readFileSync(join(outdir, name));
  const copies = {
    br: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gz: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  };
  for (const [suffix, copy] of Object.entries(copies)) {
    writeFileSync(join(outdir, `${name}.${suffix}.tmp`), copy);
    renameSync(join(outdir, `${name}.${suffix}.tmp`), join(outdir, `${name}.${suffix}`));
  }
}

// The manifest is written last and stale frame files removed after it: an API serving this folder
// while it is rebuilt always finds the files its manifest names (writing whole files, never deleting first).
// The previous frame link stays too: a page whose loader is still the previous one (cached for a
// minute) fetches it on intent.
const manifest = join(outdir, 'manifest.json');
const previousLink = existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).frameLink : undefined;
writeFileSync(`${manifest}.tmp`, `${JSON.stringify({ loader: 'loader.js', frameLink, frame: { js, css } }, null, 2)}\n`);
renameSync(`${manifest}.tmp`, manifest);
for (const name of before) {
  // A precompressed copy goes with its file.
  const file = name.replace(/\.(br|gz)$/, '');
  const stale = /^frame\./.test(file) ? file !== js && file !== css : /^frame-link\./.test(file) && file !== frameLink && file !== previousLink;
  if (stale) rmSync(join(outdir, name));
}
console.log(`widget: ${outdir} (loader.js, ${frameLink}, ${js}${css ? `, ${css}` : ''})`);
