import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { type OwnerClient, ownerClient } from '../chatsettings/owner-client';
import { createTestContext, type TestContext, testDatabase } from '../helper';
import { cspDirectives, PUBLIC_APP_OPTIONS, widgetPath } from './public-fixtures';
import { parseEventStream, widgetClient } from './widget-client';

/** Script-like text of a realistic size (the real frame bundle is ~37 KB), so compression has something to do. */
function scriptText(name: string, lines: number): string {
  return Array.from({ length: lines }, (_, i) => `function ${name}${i}(e){return e.querySelector(".avatar-chat-${i % 17}").textContent+${i}}`).join('\n');
}

const LOADER = scriptText('loader', 60);
const FRAME_JS = scriptText('frame', 400);
const FRAME_CSS = Array.from({ length: 80 }, (_, i) => `.chat-${i}{color:var(--theme);margin:${i}px}`).join('\n');
const LINK_JS = scriptText('link', 50);
// The build's own copies differ from what the API would make of the file, so a test can tell which was sent.
const PRECOMPRESSED_MARK = '\n/* precompressed by the build */';

function makeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'widget-dist-'));
  const write = (name: string, content: string | Buffer) => writeFileSync(path.join(dir, name), content);
  write('loader.js', LOADER);
  write('frame.ABC123.js', FRAME_JS);
  write('frame.ABC123.css', FRAME_CSS);
  for (const [name, content] of [['frame.ABC123.js', FRAME_JS], ['frame.ABC123.css', FRAME_CSS]] as const) {
    write(`${name}.br`, brotliCompressSync(Buffer.from(content + PRECOMPRESSED_MARK)));
    write(`${name}.gz`, gzipSync(Buffer.from(content + PRECOMPRESSED_MARK)));
  }
  // An older build, without precompressed copies.
  write('frame-link.OLD999.js', LINK_JS);
  write('logo.ABC123.png', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
  write('manifest.json', JSON.stringify({ loader: 'loader.js', frameLink: 'frame-link.OLD999.js', frame: { js: 'frame.ABC123.js', css: 'frame.ABC123.css' } }));
  return dir;
}

const decoded = (response: LightMyRequestResponse): string => {
  const coding = response.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (coding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.rawPayload.toString('utf8');
};

const CHROME = 'gzip, deflate, br, zstd';

describe(`widget delivery compressed by Accept-Encoding (${testDatabase})`, () => {
  let t: TestContext;
  let owner: OwnerClient;
  let agentId: string;
  let dist: string;
  beforeAll(async () => {
    dist = makeDist();
    t = await createTestContext({ ...PUBLIC_APP_OPTIONS, widgetDistDir: dist });
    const session = await t.ownerSession();
    agentId = session.owner.agentId;
    owner = ownerClient(t, session);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...headers, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) } });

  describe('widget.js', () => {
    it('is brotli for a browser that takes it, gzip for one that takes only gzip, and as is otherwise, each the same script', async () => {
      const identity = await get(widgetPath(agentId, 'widget.js'));
      expect(identity.statusCode).toBe(200);
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.headers.vary).toBe('Accept-Encoding');
      expect(identity.body.endsWith(LOADER)).toBe(true);
      expect(identity.body.startsWith('window.__avatarChatBoot=')).toBe(true);
      const digest = String(identity.headers.etag).slice(1, -1);

      for (const [header, coding] of [[CHROME, 'br'], ['gzip, deflate', 'gzip'], ['identity', undefined], ['br;q=0, gzip;q=0', undefined]] as const) {
        const response = await get(widgetPath(agentId, 'widget.js'), header);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(coding);
        expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
        expect(response.headers['cache-control']).toBe('public, max-age=60');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
        expect(response.headers.vary).toBe('Accept-Encoding');
        expect(response.headers.etag).toBe(coding ? `"${digest}-${coding}"` : `"${digest}"`);
        expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
        expect(decoded(response)).toBe(identity.body);
        if (coding) expect(response.rawPayload.length).toBeLessThan(identity.rawPayload.length / 3);
      }
    });

    it('revalidates per coding: 304 for the tag of the same coding, the whole script for another coding', async () => {
      const br = await get(widgetPath(agentId, 'widget.js'), CHROME);
      const etag = String(br.headers.etag);
      const same = await get(widgetPath(agentId, 'widget.js'), CHROME, { 'if-none-match': etag });
      expect(same.statusCode).toBe(304);
      expect(same.rawPayload.length).toBe(0);
      expect(same.headers.vary).toBe('Accept-Encoding');
      expect(same.headers.etag).toBe(etag);
      const gzip = await get(widgetPath(agentId, 'widget.js'), 'gzip', { 'if-none-match': etag });
      expect(gzip.statusCode).toBe(200);
      expect(gzip.headers['content-encoding']).toBe('gzip');
    });

    it("sends the owner's new settings compressed as soon as they are saved", async () => {
      const before = decoded(await get(widgetPath(agentId, 'widget.js'), CHROME));
      const settings = (await owner.get('chat-ui-settings')).json<Record<string, unknown>>();
      delete settings.updated_at;
      expect((await owner.put('chat-ui-settings', { ...settings, title: '圧縮後も新しい題名' })).statusCode).toBe(200);
      for (const header of [CHROME, 'gzip']) {
        const after = decoded(await get(widgetPath(agentId, 'widget.js'), header));
        expect(after).not.toBe(before);
        expect(after).toContain('"title":"圧縮後も新しい題名"');
      }
    });
  });

  describe('frame page', () => {
    it('is compressed like the loader, with its policy unchanged', async () => {
      const url = `${widgetPath(agentId, 'frame')}?origin=${encodeURIComponent('https://shop.example.com')}`;
      const identity = await get(url);
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body).toContain('/api/v1/public/widget-assets/frame.ABC123.js');
      for (const [header, coding] of [[CHROME, 'br'], ['gzip', 'gzip']] as const) {
        const response = await get(url, header);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(coding);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers.vary).toBe('Accept-Encoding');
        expect(cspDirectives(response)['frame-ancestors']).toBe(cspDirectives(identity)['frame-ancestors']);
        expect(decoded(response)).toBe(identity.body);
      }
    });
  });

  describe('bundle files', () => {
    const asset = (name: string, header?: string) => get(`/api/v1/public/widget-assets/${name}`, header);

    it("sends the build's precompressed copy for the coding asked, keeping type, nosniff and immutable caching", async () => {
      for (const [name, content, type] of [
        ['frame.ABC123.js', FRAME_JS, 'text/javascript; charset=utf-8'],
        ['frame.ABC123.css', FRAME_CSS, 'text/css; charset=utf-8'],
      ] as const) {
        for (const [header, coding] of [[CHROME, 'br'], ['gzip;q=1, br;q=0.1', 'gzip']] as const) {
          const response = await asset(name, header);
          expect(response.statusCode).toBe(200);
          expect(response.headers['content-encoding']).toBe(coding);
          expect(response.headers['content-type']).toBe(type);
          expect(response.headers['x-content-type-options']).toBe('nosniff');
          expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
          expect(response.headers.vary).toBe('Accept-Encoding');
          expect(decoded(response)).toBe(content + PRECOMPRESSED_MARK);
        }
        const identity = await asset(name);
        expect(identity.headers['content-encoding']).toBeUndefined();
        expect(identity.headers.vary).toBe('Accept-Encoding');
        expect(identity.headers['content-type']).toBe(type);
        expect(identity.body).toBe(content);
      }
    });

    it('compresses a file of a build without precompressed copies itself', async () => {
      for (const [header, coding] of [[CHROME, 'br'], ['gzip', 'gzip'], [undefined, undefined]] as const) {
        const response = await asset('frame-link.OLD999.js', header);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(coding);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(decoded(response)).toBe(LINK_JS);
      }
    });

    it('leaves pictures as they are, and never serves a precompressed copy by its own name', async () => {
      const png = await asset('logo.ABC123.png', CHROME);
      expect(png.statusCode).toBe(200);
      expect(png.headers['content-encoding']).toBeUndefined();
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.headers.vary).toBeUndefined();
      for (const name of ['frame.ABC123.js.br', 'frame.ABC123.js.gz']) expect((await asset(name, CHROME)).statusCode).toBe(404);
    });
  });

  it('never compresses the answer stream, whose events must leave one by one', async () => {
    await owner.put('url-settings', { restrict_origins: false, allowed_origins: [], page_rules: [] });
    const w = widgetClient(t, agentId);
    const started = await w.startOk('https://shop.example.com');
    const response = await t.app.inject({
      method: 'POST',
      url: widgetPath(agentId, `conversations/${started.conversation_id}/messages`),
      headers: { authorization: `Bearer ${started.visitor_token}`, 'accept-encoding': CHROME },
      payload: { text: 'こんにちは' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(parseEventStream(response.body).at(-1)?.event).toBe('done');
  });
});
