import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mediaListResponseSchema } from 'shared-contracts';
import { createTestContext, type TestContext, testDatabase } from '../helper';
import { type OpenApiDocument, openApiDocument } from '../http/openapi-operations';
import { responseChecker } from '../fuzz/response-check';
import { gifPixelBomb, pngPixelBomb } from '../knowledge/fixtures/bombs';
import { mediaClient, publicPath } from './media-client';
import { encodedImage, handmadePng } from './media-fixtures';

type Client = ReturnType<typeof mediaClient>;

const TOO_MANY_PIXELS = '画像の縦横のサイズが大きすぎます（1億画素まで。例: 10000×10000ピクセル）。画像を縮小してからアップロードしてください';
const UNDECODABLE = '画像を読み込めませんでした。ファイルが壊れていないか確認し、画像編集ソフトなどで保存し直してからアップロードしてください';

describe(`media images are decoded before they are accepted (${testDatabase})`, () => {
  let t: TestContext;
  let owner: Client;
  let dir: string;
  let document: OpenApiDocument;
  const check = responseChecker();

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'media-decode-test-'));
    t = await createTestContext({ media: { kind: 'local', dir }, publicApiUrl: 'https://api.example.jp' });
    owner = mediaClient(t, await t.ownerSession());
    document = await openApiDocument(t.app);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const itemCount = async () => mediaListResponseSchema.parse((await owner.list()).json()).total_records;
  const storedAnything = () => readdirSync(dir, { recursive: true }).filter((name) => String(name).includes('.') && !String(name).startsWith('.incoming')).length;

  it.each([
    ["the issue's PNG: 69 bytes claiming 100,000 × 100,000", 'huge.png', () => pngPixelBomb(100_000, 100_000), 413, TOO_MANY_PIXELS],
    ["the issue's GIF: 29 bytes claiming 65,535 × 65,535", 'huge.gif', () => gifPixelBomb(65_535, 65_535), 413, TOO_MANY_PIXELS],
    ['a PNG claiming 10,001 × 10,000 pixels', 'big.png', () => pngPixelBomb(10_001, 10_000), 413, TOO_MANY_PIXELS],
    ['a PNG whose header is right and whose pixels are missing', 'empty.png', () => pngPixelBomb(200, 100), 415, UNDECODABLE],
    ['a PNG cut off in its pixel data', 'cut.png', () => handmadePng(64, 64, (x, y) => [x * 4, y * 4, 0]).subarray(0, 120), 415, UNDECODABLE],
    ['a GIF without its image data', 'empty.gif', () => gifPixelBomb(40, 30).subarray(0, 13), 415, UNDECODABLE],
    ['a JPEG cut off after its header', 'cut.jpg', async () => (await encodedImage('jpeg', 64, 64)).subarray(0, 200), 415, UNDECODABLE],
  ])('refuses %s with a Japanese reason, storing nothing', async (_label, name, bytes, status, message) => {
    const before = await itemCount();
    const response = await owner.upload(await bytes(), name);
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status,
      body: { code: status === 413 ? 'payload_too_large' : 'unsupported_media_type', message },
    });
    expect(check('POST /api/v1/media/', document.paths['/api/v1/media/']?.post?.responses ?? {}, response)).toBeNull();
    expect(await itemCount()).toBe(before);
    expect(storedAnything()).toBe(0);
  });

  it('still takes every image that decodes, with its thumbnail', async () => {
    for (const format of ['png', 'jpeg', 'webp', 'gif'] as const) {
      const item = await owner.uploadOk(await encodedImage(format, 40, 30), `ok.${format}`);
      expect(item).toMatchObject({ kind: 'image', width: 40, height: 30 });
      expect(item.thumbnail_url).not.toBeNull();
      expect((await t.app.inject({ method: 'GET', url: publicPath(item.thumbnail_url ?? '') })).statusCode).toBe(200);
    }
  });
});

describe(`media names of up to 100 characters have a public URL that works (${testDatabase})`, () => {
  let t: TestContext;
  let owner: Client;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'media-names-test-'));
    t = await createTestContext({ media: { kind: 'local', dir }, publicApiUrl: 'https://api.example.jp' });
    owner = mediaClient(t, await t.ownerSession());
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const fetchPublic = (url: string) => t.app.inject({ method: 'GET', url: publicPath(url) });
  const fileNameOf = (url: string) => decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');

  it.each([
    ['97 letters', 'a'.repeat(97)],
    ['100 letters', 'b'.repeat(100)],
    ['100 kanji', '笑'.repeat(100)],
    ['100 emoji', '😀'.repeat(100)],
    ['100 letters ending in .png', `${'c'.repeat(96)}.png`],
    ['a family emoji repeated', '👨‍👩‍👧‍👦'.repeat(20)],
  ])('serves an upload named with %s at its URL, offering the whole name for download', async (_label, name) => {
    const item = await owner.uploadOk(await encodedImage('png', 2, 2), name);
    const served = await fetchPublic(item.url);
    expect(served.statusCode).toBe(200);
    expect(fileNameOf(item.url).length).toBeLessThanOrEqual(100);
    expect(fileNameOf(item.url)).toMatch(/\.png$/);
    const whole = name.endsWith('.png') ? name : `${name}.png`;
    expect(served.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(whole)}`);
  });

  it('keeps the URL working when the name is changed to 100 characters', async () => {
    const item = await owner.uploadOk(await encodedImage('png', 2, 2), 'short.png');
    for (const name of ['x'.repeat(100), '料'.repeat(100), `${'y'.repeat(98)}😀`]) {
      const patched = await owner.patch(item.id, { name });
      expect(patched.statusCode).toBe(200);
      const url = patched.json<{ url: string }>().url;
      expect({ name, status: (await fetchPublic(url)).statusCode }).toEqual({ name, status: 200 });
    }
  });
});
