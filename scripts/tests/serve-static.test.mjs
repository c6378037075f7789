// The static server is what a browser meets at every origin in start, e2e, bench and docker:
// these tests pin the behaviour the host relies on to load a remote from another origin.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { close, createStaticServer, listen, precompress } from '../serve-static.mjs';

const script = `console.log(${JSON.stringify('ロード中...'.repeat(200))});\n`;

/**
 * Raw HTTP so the test sees the bytes on the wire (fetch would decompress them).
 * @param {string} url @param {Record<string, string>} [headers] @param {string} [method]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>}
 */
function get(url, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, method }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('serve-static', () => {
  /** @type {string} */
  let dist;
  /** @type {import('node:http').Server} */
  let server;
  /** @type {string} */
  let base;

  before(async () => {
    dist = mkdtempSync(join(tmpdir(), 'serve-static-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>コンソール</title><div id="root"></div>');
    writeFileSync(join(dist, 'remoteEntry.js'), script);
    writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify({ id: 'chatsettings' }));
    writeFileSync(join(dist, '123.0a1b2c3d.js'), script);
    server = createStaticServer({
      root: dist,
      files: { '/runtime-config.json': { apiBaseUrl: 'http://localhost:4000/api/v1' } },
    });
    await listen(server, 0, '127.0.0.1');
    const address = server.address();
    assert.ok(address && typeof address === 'object');
    base = `http://127.0.0.1:${address.port}`;
  });

  after(async () => {
    await close(server);
    rmSync(dist, { recursive: true, force: true });
  });

  test('falls back to index.html for a deep link, so a reload keeps the page', async () => {
    const res = await get(`${base}/chatsettings/knowledgedatastore/edit/7`);
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-type'], 'text/html;charset=utf-8');
    assert.match(res.body.toString(), /コンソール/);
    assert.equal(res.headers['cache-control'], 'no-cache');
  });

  test('answers 404, not index.html, for a missing file', async () => {
    const res = await get(`${base}/missing.0a1b2c3d.js`);
    assert.equal(res.status, 404);
  });

  test('lets another origin load the manifest and entry (CORS)', async () => {
    const res = await get(`${base}/mf-manifest.json`, { Origin: 'http://localhost:3000' });
    assert.equal(res.status, 200);
    assert.equal(res.headers['access-control-allow-origin'], '*');
    assert.equal(res.headers['content-type'], 'application/json; charset=utf-8');
    const preflight = await get(`${base}/remoteEntry.js`, { Origin: 'http://localhost:3000' }, 'OPTIONS');
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], '*');
  });

  test('sends brotli to a client that accepts it, precompressed and smaller than gzip', async () => {
    const brotli = await get(`${base}/remoteEntry.js`, { 'Accept-Encoding': 'gzip, deflate, br' });
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.equal(brotli.headers['content-type'], 'text/javascript; charset=utf-8');
    assert.equal(brotli.headers.vary, 'Accept-Encoding');
    assert.equal(brotliDecompressSync(brotli.body).toString(), script);
    assert.ok(existsSync(join(dist, 'remoteEntry.js.br')), 'written beside the file, not per request');
    const gzip = await get(`${base}/remoteEntry.js`, { 'Accept-Encoding': 'gzip' });
    assert.ok(brotli.body.length < gzip.body.length, `br ${brotli.body.length} < gzip ${gzip.body.length} bytes`);
  });

  test('keeps source maps private: 404, never index.html, unless SERVE_SOURCE_MAPS asks for them', async () => {
    writeFileSync(join(dist, 'main.js.map'), '{"version":3,"sources":["secret.ts"],"mappings":""}');
    const hidden = await get(`${base}/main.js.map`);
    assert.equal(hidden.status, 404);
    assert.doesNotMatch(hidden.body.toString(), /secret/);
    const withMaps = createStaticServer({ root: dist, sourceMaps: true });
    await listen(withMaps, 0, '127.0.0.1');
    const address = withMaps.address();
    assert.ok(address && typeof address === 'object');
    try {
      const shown = await get(`http://127.0.0.1:${address.port}/main.js.map`);
      assert.equal(shown.status, 200);
      assert.match(shown.body.toString(), /secret\.ts/);
    } finally {
      await close(withMaps);
      rmSync(join(dist, 'main.js.map'));
    }
  });

  test('sends gzip to a client that accepts gzip but not brotli, and the plain file to one that accepts neither', async () => {
    const zipped = await get(`${base}/remoteEntry.js`, { 'Accept-Encoding': 'gzip, deflate' });
    assert.equal(zipped.headers['content-encoding'], 'gzip');
    assert.equal(zipped.headers['content-type'], 'text/javascript; charset=utf-8');
    assert.equal(zipped.headers.vary, 'Accept-Encoding');
    assert.ok(zipped.body.length < Buffer.byteLength(script) / 10, `gzip body ${zipped.body.length} bytes`);
    assert.equal(gunzipSync(zipped.body).toString(), script);

    const plain = await get(`${base}/remoteEntry.js`);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body.toString(), script);
  });

  test('revalidates stable names and caches hashed chunks for good', async () => {
    assert.equal((await get(`${base}/remoteEntry.js`)).headers['cache-control'], 'no-cache');
    assert.equal((await get(`${base}/mf-manifest.json`)).headers['cache-control'], 'no-cache');
    assert.equal((await get(`${base}/123.0a1b2c3d.js`)).headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  test('serves the runtime configuration from memory, without writing it into dist', async () => {
    const res = await get(`${base}/runtime-config.json`);
    assert.equal(res.status, 200);
    assert.deepEqual(JSON.parse(res.body.toString()), { apiBaseUrl: 'http://localhost:4000/api/v1' });
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.equal(existsSync(join(dist, 'runtime-config.json')), false);
  });

  test('refuses to write', async () => {
    assert.equal((await get(`${base}/index.html`, {}, 'POST')).status, 405);
  });

  test('keeps serving while dist is rebuilt under it: new files appear, vanished ones answer 404', async () => {
    writeFileSync(join(dist, '999.0f0f0f0f.js'), script);
    const added = await get(`${base}/999.0f0f0f0f.js`);
    assert.equal(added.status, 200);
    assert.equal(added.body.toString(), script);

    rmSync(join(dist, '123.0a1b2c3d.js'));
    rmSync(join(dist, '123.0a1b2c3d.js.gz'));
    rmSync(join(dist, '123.0a1b2c3d.js.br'));
    assert.equal((await get(`${base}/123.0a1b2c3d.js`, { 'Accept-Encoding': 'gzip' })).status, 404);
    assert.equal((await get(`${base}/index.html`)).status, 200, 'the server is still up');
    writeFileSync(join(dist, '123.0a1b2c3d.js'), script);
  });

  test('precompress compresses what is new and leaves current .br and .gz files alone', () => {
    assert.equal(precompress(dist), 2);
    assert.equal(precompress(dist), 0);
  });
});

test('refuses to serve a folder that was never built', () => {
  const empty = mkdtempSync(join(tmpdir(), 'serve-static-empty-'));
  try {
    assert.throws(() => createStaticServer({ root: empty }), /build the app first/);
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
});
