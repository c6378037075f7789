import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MediaItem } from 'shared-contracts';
import { createTestContext, type TestContext, testDatabase } from '../helper';
import { mediaClient, publicPath } from './media-client';
import { encodedImage, mp4, pdf, wav } from './media-fixtures';

/** A video of a little more than 5 kB, so ranges have room. */
const VIDEO = Buffer.concat([mp4(), Buffer.alloc(5000, 7)]);
const CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

describe(`public media files (${testDatabase})`, () => {
  let t: TestContext;
  let dir: string;
  let image: MediaItem;
  let video: MediaItem;
  let sound: MediaItem;
  let document: MediaItem;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'public-media-test-'));
    t = await createTestContext({ media: { kind: 'local', dir } });
    const owner = mediaClient(t, await t.ownerSession());
    image = await owner.uploadOk(await encodedImage('png', 2, 2), '笑顔.png');
    video = await owner.uploadOk(VIDEO, 'intro.mp4');
    sound = await owner.uploadOk(wav(0.25), 'chime.wav');
    document = await owner.uploadOk(pdf(), '料金表.pdf');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const fetchPublic = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: publicPath(url), headers });

  it('serves without sign-in, with the stored type, nosniff and a sandboxing CSP', async () => {
    const response = await fetchPublic(image.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': CSP,
      'cross-origin-resource-policy': 'cross-origin',
      'cache-control': 'public, max-age=86400',
      'accept-ranges': 'bytes',
      'content-length': String(image.size),
    });
    expect(response.headers['content-disposition']).toBe(`inline; filename="__.png"; filename*=UTF-8''${encodeURIComponent('笑顔.png')}`);
    expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it.each([
    ['video', 'video/mp4', 'inline', () => video],
    ['sound', 'audio/wav', 'inline', () => sound],
    ['PDF', 'application/pdf', 'attachment', () => document],
  ])('serves a %s as %s, %s', async (_name, type, disposition, item) => {
    const response = await fetchPublic(item().url);
    expect(response.headers['content-type']).toBe(type);
    expect(String(response.headers['content-disposition']).split(';')[0]).toBe(disposition);
    expect(response.headers['content-security-policy']).toBe(CSP);
  });

  it('ignores the file name part, so a renamed item keeps its old address', async () => {
    const base = image.url.slice(0, image.url.lastIndexOf('/'));
    expect((await fetchPublic(`${base}/anything-at-all.png`)).statusCode).toBe(200);
    expect((await fetchPublic(base)).statusCode).toBe(200);
  });

  it('answers a byte range for seeking, with 206 and Content-Range', async () => {
    const response = await fetchPublic(video.url, { range: 'bytes=100-199' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 100-199/${VIDEO.length}`);
    expect(response.headers['content-length']).toBe('100');
    expect(response.rawPayload).toEqual(VIDEO.subarray(100, 200));
  });

  it.each([
    ['an open range', 'bytes=5000-', 5000, VIDEO.length - 1],
    ['a suffix', 'bytes=-10', VIDEO.length - 10, VIDEO.length - 1],
    ['an end past the file', 'bytes=0-999999', 0, VIDEO.length - 1],
  ])('answers %s', async (_name, range, start, end) => {
    const response = await fetchPublic(video.url, { range });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${VIDEO.length}`);
    expect(response.rawPayload).toEqual(VIDEO.subarray(start, end + 1));
  });

  it('answers 416 to a range past the end, and the whole file to one it cannot read', async () => {
    const past = await fetchPublic(video.url, { range: `bytes=${VIDEO.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${VIDEO.length}`);
    const several = await fetchPublic(video.url, { range: 'bytes=0-1,5-6' });
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.length).toBe(VIDEO.length);
    const stale = await fetchPublic(video.url, { range: 'bytes=0-9', 'if-range': '"not-this-version"' });
    expect(stale.statusCode).toBe(200);
  });

  it('answers 304 to a cached copy (ETag)', async () => {
    const first = await fetchPublic(sound.url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await fetchPublic(sound.url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('serves an image thumbnail as WebP with the same safe headers, and none for other kinds', async () => {
    expect(image.thumbnail_url).not.toBeNull();
    const response = await fetchPublic(image.thumbnail_url ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({ 'content-type': 'image/webp', 'x-content-type-options': 'nosniff', 'content-security-policy': CSP });
    expect(response.rawPayload.toString('latin1', 8, 12)).toBe('WEBP');
    expect(video.thumbnail_url).toBeNull();
    expect((await fetchPublic(video.url.replace(/\/[^/]+$/, '/thumbnail'))).statusCode).toBe(404);
  });

  it.each([
    ['an unknown item', (url: string) => url.replace(/\/[0-9a-f-]{36}\//, '/00000000-0000-4000-8000-000000000000/')],
    ['a malformed item id', (url: string) => url.replace(/\/[0-9a-f-]{36}\//, '/1/')],
    ['another agent id', (url: string) => url.replace(/\/agt_[0-9a-z]{20}\//, '/agt_00000000000000000000/')],
    ['a malformed agent id', (url: string) => url.replace(/\/agt_[0-9a-z]{20}\//, '/../')],
  ])('answers 404 to %s', async (_name, change) => {
    const response = await fetchPublic(change(image.url));
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});
