import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestContext, type TestContext, testDatabase } from '../helper';
import { mediaClient, publicPath } from './media-client';
import { encodedImage, mp4 } from './media-fixtures';
import { type FakeS3, startFakeS3 } from './fake-s3';

describe(`media library on S3-compatible storage (${testDatabase})`, () => {
  let s3: FakeS3;
  let t: TestContext;
  let incomingDir: string;

  beforeAll(async () => {
    s3 = await startFakeS3('media-bucket');
    incomingDir = mkdtempSync(path.join(tmpdir(), 'media-s3-incoming-'));
    t = await createTestContext({
      media: {
        kind: 's3',
        bucket: 'media-bucket',
        region: 'ap-northeast-1',
        endpoint: s3.endpoint,
        accessKeyId: 'test-access-key',
        secretAccessKey: 'test-secret-key',
        forcePathStyle: true,
        incomingDir,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    rmSync(incomingDir, { recursive: true, force: true });
  });

  it('puts an upload and its thumbnail in the bucket as plain signed PUTs', async () => {
    const owner = mediaClient(t, await t.ownerSession());
    const png = await encodedImage('png', 40, 20);
    const item = await owner.uploadOk(png, 'banner.png');
    const agentId = new URL(item.url).pathname.split('/')[5];
    expect(s3.objects.get(`${agentId}/${item.id}`)).toEqual({ body: png, contentType: 'image/png' });
    expect(s3.objects.get(`${agentId}/${item.id}.thumb.webp`)?.contentType).toBe('image/webp');
    const puts = s3.requests.filter((request) => request.line.startsWith('PUT '));
    expect(puts.map((request) => request.line).sort()).toEqual([`PUT /media-bucket/${agentId}/${item.id}`, `PUT /media-bucket/${agentId}/${item.id}.thumb.webp`].sort());
    for (const put of puts) {
      expect(put.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-access-key\/\d{8}\/ap-northeast-1\/s3\/aws4_request/);
      // Sent whole with its length, never as aws-chunked, which not every S3-compatible server reads.
      expect(put.contentEncoding).not.toContain('aws-chunked');
    }
  });

  it('serves from the bucket, ranges included, and deletes there', async () => {
    const owner = mediaClient(t, await t.ownerSession());
    const video = Buffer.concat([mp4(), Buffer.alloc(2000, 3)]);
    const item = await owner.uploadOk(video, 'clip.mp4');
    const whole = await t.app.inject({ method: 'GET', url: publicPath(item.url) });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload).toEqual(video);
    const part = await t.app.inject({ method: 'GET', url: publicPath(item.url), headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(video.subarray(10, 20));

    expect((await owner.delete(item.id)).statusCode).toBe(204);
    const agentId = new URL(item.url).pathname.split('/')[5];
    expect(s3.objects.has(`${agentId}/${item.id}`)).toBe(false);
  });

  it('answers 404 when the bucket has lost an object the library still lists', async () => {
    const owner = mediaClient(t, await t.ownerSession());
    const item = await owner.uploadOk(mp4(), 'lost.mp4');
    const agentId = new URL(item.url).pathname.split('/')[5];
    s3.objects.delete(`${agentId}/${item.id}`);
    const response = await t.app.inject({ method: 'GET', url: publicPath(item.url) });
    expect(response.statusCode).toBe(404);
    // Told as the JSON error it is, not under the file's type.
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBeUndefined();
  });

  it('keeps nothing in the incoming folder', async () => {
    const { readdirSync } = await import('node:fs');
    expect(readdirSync(incomingDir)).toEqual([]);
  });
});
