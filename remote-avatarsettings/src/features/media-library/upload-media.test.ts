import { File as NodeFile } from 'node:buffer';
import { FakeXhr, installFakeApi } from 'shared-auth/testing';
import { imageItem } from '../../testing/fixtures';
import { uploadMedia } from './api/upload-media';

beforeEach(() => {
  installFakeApi();
  FakeXhr.install();
});

describe('uploadMedia (the picker of an avatar image)', () => {
  it('reports the progress between the start and the end, as the bytes go (shared-ui’s uploader, as 会話設定)', async () => {
    const fractions: number[] = [];
    const file = new NodeFile(['png bytes'], 'avatar.png', { type: 'image/png' }) as unknown as File;
    const done = uploadMedia(file, (fraction) => fractions.push(fraction));
    const xhr = await FakeXhr.nth(0);
    expect(xhr.method).toBe('POST');
    xhr.progress(40, 100);
    xhr.progress(100, 100);
    const item = imageItem('8c7e4e8a-4d5b-4a54-9a0e-6b7f1d2c3e4f', 'avatar.png');
    xhr.respond(201, item);
    await expect(done).resolves.toEqual(item);
    expect(fractions).toEqual([0.4, 1]);
  });
});
