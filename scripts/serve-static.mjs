// Serves one app's production build the way a CDN in front of each origin would (docs/architecture.md §3, §10):
// SPA fallback to index.html, CORS so the host page can pull a remote's manifest, entry and chunks,
// brotli or gzip (precompressed next to each file at build, tools/webpack's PrecompressPlugin, and
// here for a build that lacks them; brotli where the browser accepts it, about a sixth smaller than
// gzip on /login; issue #42), UTF-8 content types, and caching that lets a redeployed remote take
// effect at once while hashed chunks stay cached for good. Source maps stay beside the build but are
// not served unless asked for (SERVE_SOURCE_MAPS=1, or the sourceMaps option): they hold every
// line of our sources, and the public needs none of it.
// The per-deployment JSON files (runtime-config.json, remotes.json) are served from memory, so two
// servers over one dist (./run start and the e2e harness) never overwrite each other's settings.
// A remote also serves its published releases at /releases/<version>/ (scripts/lib/releases.mjs:
// immutable folders, cached for good), and the host serves a deployed remotes.json from disk, read
// on every request, so a deploy or a rollback is live on the next page load.
import { createServer } from 'node:http';
import { existsSync, readdirSync, renameSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import { join, extname } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import sirv from 'sirv';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt']);
// Files whose URL never changes between deployments: always revalidate them.
const STABLE_NAMES = new Set(['index.html', 'remoteEntry.js', 'main.js', 'shell.js', 'mf-manifest.json', 'mf-stats.json']);
const HASHED = /\.[0-9a-f]{8,}\.(js|css)$/;
const RELEASES_PREFIX = '/releases/';

/** @param {string} dir */
function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const abs = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(abs);
    else if (entry.isFile()) yield abs;
  }
}

/** The encodings written beside each compressible file, at their highest settings (done once per build). */
const ENCODINGS = [
  { ext: '.br', compress: (/** @type {Buffer} */ data) =>
      brotliCompressSync(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: data.length } }) },
  { ext: '.gz', compress: (/** @type {Buffer} */ data) => gzipSync(data, { level: 9 }) },
];

/**
 * Writes `file.br` and `file.gz` beside every compressible file whose copy is missing or older than
 * it (the build writes them already; this covers an older build, and files written at deploy).
 * Written to a temporary name first, so a server reading the same folder never sees half a file.
 * @param {string} dir
 * @returns {number} how many files were (re)compressed
 */
export function precompress(dir) {
  let count = 0;
  for (const abs of walk(dir)) {
    if (!COMPRESSIBLE.has(extname(abs))) continue;
    const source = statSync(abs);
    let data;
    let wrote = false;
    for (const { ext, compress } of ENCODINGS) {
      const out = `${abs}${ext}`;
      if (existsSync(out) && statSync(out).mtimeMs >= source.mtimeMs) continue;
      data ??= readFileSync(abs);
      const tmp = `${out}.${process.pid}.tmp`;
      writeFileSync(tmp, compress(data));
      renameSync(tmp, out);
      wrote = true;
    }
    if (wrote) count += 1;
  }
  return count;
}

/** Source maps are served only when SERVE_SOURCE_MAPS=1 (or the option says so). */
export const serveSourceMapsFromEnv = () => process.env.SERVE_SOURCE_MAPS === '1';
const SOURCE_MAP = /\.map$/i;

/** @param {string} pathname */
function contentTypeFor(pathname) {
  const ext = extname(pathname);
  if (ext === '.js' || ext === '.mjs') return 'text/javascript; charset=utf-8';
  if (ext === '.json' || ext === '.map') return 'application/json; charset=utf-8';
  if (ext === '.css') return 'text/css; charset=utf-8';
  return null;
}

/** @param {string} pathname */
function cacheControlFor(pathname) {
  // A release never changes once published: even its mf-manifest.json may be kept for good.
  if (pathname.startsWith(RELEASES_PREFIX)) return 'public, max-age=31536000, immutable';
  const name = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  if (!extname(name) || STABLE_NAMES.has(name)) return 'no-cache';
  return 'public, max-age=300';
}

/** @param {import('node:http').ServerResponse} res */
function allowCrossOrigin(res) {
  // Assets are public and carry no credentials; '*' lets any console origin load a remote.
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', '*');
}

/**
 * @param {object} options
 * @param {string} options.root          the app's dist folder
 * @param {Record<string, unknown>} [options.files]  URL path -> JSON value served from memory
 * @param {string} [options.releasesRoot]  a remote's release folders (<releases>/<section>), served at /releases/
 * @param {string} [options.remotesFile]   the host's deployed remotes.json: served instead of the
 *   in-memory one whenever it exists, read on each request
 * @param {boolean} [options.sourceMaps]   serve *.map files (default: SERVE_SOURCE_MAPS=1); otherwise 404
 * @returns {import('node:http').Server}
 */
export function createStaticServer({ root, files = {}, releasesRoot, remotesFile, sourceMaps = serveSourceMapsFromEnv() }) {
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`${root} has no index.html: build the app first (pnpm build)`);
  }
  precompress(root);
  const memory = new Map(Object.entries(files).map(([path, value]) => [path, `${JSON.stringify(value, null, 2)}\n`]));
  /** @param {string} prefix the URL path the folder is mounted at */
  const headers = (prefix) => (/** @type {import('node:http').ServerResponse} */ res, /** @type {string} */ pathname) => {
    const type = contentTypeFor(pathname);
    if (type) res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', cacheControlFor(`${prefix}${pathname}`));
    res.setHeader('X-Content-Type-Options', 'nosniff');
  };
  const serve = sirv(root, {
    // Look files up on each request rather than once at start: a rebuild while serving (pnpm build
    // beside ./run start or the e2e harness) then serves the new files instead of failing on
    // vanished ones.
    dev: true,
    single: true,
    gzip: true,
    etag: true,
    dotfiles: false,
    setHeaders: headers(''),
    // sirv picks file.br when the request accepts br, else file.gz when it accepts gzip.
    brotli: true,
  });
  // Releases appear while serving (./run release), so they are looked up on each request too; a
  // missing file is a 404, never the SPA's index.html.
  const serveRelease = releasesRoot
    ? sirv(releasesRoot, { dev: true, single: false, gzip: true, brotli: true, etag: true, dotfiles: false, setHeaders: headers('/releases') })
    : undefined;

  return createServer((req, res) => {
    allowCrossOrigin(res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const notFound = () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
    };
    // A map asked for while maps are private is simply not there (never the SPA's index.html).
    if (!sourceMaps && SOURCE_MAP.test(pathname)) {
      notFound();
      return;
    }
    if (serveRelease && pathname.startsWith(RELEASES_PREFIX)) {
      req.url = req.url?.slice(RELEASES_PREFIX.length - 1);
      serveRelease(req, res, notFound);
      return;
    }
    const deployed = remotesFile && pathname === '/remotes.json' ? readIfExists(remotesFile) : undefined;
    const body = deployed ?? memory.get(pathname);
    if (body !== undefined) {
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-cache',
        'Content-Length': Buffer.byteLength(body),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    serve(req, res, notFound);
  });
}

/** @param {string} file @returns {string | undefined} */
function readIfExists(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Starts a server and resolves once it listens.
 * @param {import('node:http').Server} server
 * @param {number} port
 * @param {string} [host]
 * @returns {Promise<import('node:http').Server>}
 */
export function listen(server, port, host = '0.0.0.0') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/**
 * Closes a server and every keep-alive connection it holds.
 * @param {import('node:http').Server} server
 */
export function close(server) {
  return new Promise((resolve) => {
    server.close(() => resolve(undefined));
    server.closeAllConnections();
  });
}
