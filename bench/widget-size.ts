// The widget's weight on a visitor's page, gzip and brotli, beside the targets of issue 5:
// the loader every page downloads (≤ 2 KB gzip) and the chat frame with the avatar, what a
// visitor downloads on opening the chat (≤ 50 KB gzip). The loader's second part (the frame link,
// fetched on the visitor's first sign of intent, with the frame) is shown apart. Builds the widget first (esbuild, under a
// second) unless WIDGET_DIST_DIR points at a build to measure. Then what the API actually sends for
// them (an in-memory API on that build: the loader behind a typical agent's settings, the frame page,
// the bundle files; Accept-Encoding br, gzip, none). Never fails on a figure.
//   pnpm --filter bench widget-size
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildApp, createOwner } from 'api';

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

// A shop's usual settings: its own title, colour and welcome line, and a few page rules.
// (Written out: bench reaches shared-contracts' types only through the api package.)
const TYPICAL_CHAT_UI = {
  title: 'はじめてのお買い物ガイド',
  welcome_message: 'ご注文・送料・返品のことなら、お気軽にどうぞ',
  input_placeholder: 'メッセージを入力',
  theme_color: '#0f766e',
  launcher_side: 'right',
  launcher_offset: { x: 24, y: 24 },
  open_on_load: false,
  show_quick_replies: true,
  show_avatar: true,
};
const TYPICAL_URLS = {
  restrict_origins: true,
  allowed_origins: ['https://shop.example.jp', 'https://www.shop.example.jp'],
  page_rules: [
    { pattern: 'https://shop.example.jp/checkout/*', action: { type: 'hide' } },
    { pattern: 'https://shop.example.jp/sale/*', action: { type: 'greeting', message: 'セール中の商品についてご案内します' } },
    { pattern: 'https://shop.example.jp/help', action: { type: 'open_automatically' } },
  ],
};
const CODINGS = [
  { name: 'br', header: 'gzip, deflate, br, zstd' },
  { name: 'gzip', header: 'gzip, deflate' },
  { name: 'none', header: 'identity' },
] as const;
type Served = Record<(typeof CODINGS)[number]['name'], { bytes: number; encoding: string | null }>;

async function servedSizes(): Promise<Array<{ name: string } & Served>> {
  const app = await buildApp({
    database: { kind: 'pglite' },
    jwtSecret: randomBytes(32).toString('hex'),
    encryptionKey: randomBytes(32).toString('hex'),
    logger: false,
    widgetDistDir: dist,
    publicApiUrl: 'https://api.example.jp',
  });
  try {
    await app.ready();
    const credentials = { email: `bench-${randomBytes(4).toString('hex')}@example.com`, password: randomBytes(12).toString('hex') };
    const owner = await createOwner(app.database.db, { ...credentials, name: 'ベンチ' });
    const { access_token: token } = (await app.inject({ method: 'POST', url: '/api/v1/login', payload: credentials })).json<{ access_token: string }>();
    for (const [path, payload] of [['chat-ui-settings', TYPICAL_CHAT_UI], ['url-settings', TYPICAL_URLS]] as const) {
      const saved = await app.inject({ method: 'PUT', url: `/api/v1/${path}`, payload, headers: { authorization: `Bearer ${token}` } });
      if (saved.statusCode !== 200) throw new Error(`${path}: ${saved.statusCode} ${saved.body}`);
    }
    const agent = `/api/v1/public/widget/${owner.agentId}`;
    const assets = '/api/v1/public/widget-assets';
    const resources = [
      { name: 'widget.js (settings + loader)', url: `${agent}/widget.js` },
      { name: 'frame link', url: `${assets}/${manifest.frameLink}` },
      { name: 'frame page (HTML)', url: `${agent}/frame?origin=${encodeURIComponent('https://shop.example.jp')}` },
      { name: 'frame js', url: `${assets}/${manifest.frame.js}` },
      ...(manifest.frame.css ? [{ name: 'frame css', url: `${assets}/${manifest.frame.css}` }] : []),
    ];
    const served: Array<{ name: string } & Served> = [];
    for (const resource of resources) {
      const sizes = {} as Served;
      for (const coding of CODINGS) {
        const response = await app.inject({ method: 'GET', url: resource.url, headers: { 'accept-encoding': coding.header } });
        if (response.statusCode !== 200) throw new Error(`${resource.url}: ${response.statusCode}`);
        const encoding = response.headers['content-encoding'];
        sizes[coding.name] = { bytes: response.rawPayload.length, encoding: typeof encoding === 'string' ? encoding : null };
      }
      served.push({ name: resource.name, ...sizes });
    }
    return served;
  } finally {
    await app.close();
  }
}

const served = await servedSizes();
console.log('\nserved by the API (bytes on the wire; a typical agent: title, colour, welcome line, 2 sites, 3 page rules)');
for (const row of served) {
  const cells = CODINGS.map(({ name }) => {
    const cell = row[name];
    return `${name} ${kb(cell.bytes).padStart(9)}${cell.encoding === (name === 'none' ? null : name) ? '' : ` (sent ${cell.encoding ?? 'identity'}!)`}`;
  });
  console.log(`  ${row.name.padEnd(36)} ${cells.join('  ')}`);
}
const loaderServed = served[0]?.gzip.bytes ?? 0;
console.log(`  widget.js gzip ${loaderServed <= 2048 ? 'meets' : 'is OVER'} the 2 KB target as served (${kb(loaderServed)})`);

const resultsDir = join(here, 'results');
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, 'widget-size.json');
writeFileSync(file, `${JSON.stringify({ measuredAt: new Date().toISOString(), rows, served }, null, 2)}\n`);
console.log(`\nsaved ${file}`);
