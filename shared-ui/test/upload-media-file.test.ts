import { File as NodeFile } from 'node:buffer';
import { API_BASE_URL, FakeXhr, installFakeApi } from 'shared-auth/testing';
import type { MediaItem } from 'shared-contracts';
import { uploadMediaFile } from '../src/media/upload-media-file';

/** Node's File, which jest-fixed-jsdom's FormData takes (jsdom's own is refused). */
function file(name: string): File {
  return new NodeFile(['png bytes'], name, { type: 'image/png' }) as unknown as File;
}

const item: MediaItem = {
  id: '6f1c9a53-2c4e-4d0a-9f57-0c4b6f1e2a11',
  name: 'dot.png',
  kind: 'image',
  mime: 'image/png',
  size: 9,
  width: 1,
  height: 1,
  duration: null,
  tags: [],
  url: 'https://api.test/api/v1/public/media/agt_x/med_1/dot.png',
  thumbnail_url: null,
  usage_count: 0,
  used_in: [],
  created_at: '2026-11-21T00:00:00.000Z',
  updated_at: '2026-11-21T00:00:00.000Z',
};

beforeEach(() => {
  installFakeApi();
  FakeXhr.install();
});

afterEach(() => jest.restoreAllMocks());

describe('uploadMediaFile', () => {
  it('posts the file as multipart `file` and reports the progress between 0 and 1 as the bytes go', async () => {
    const fractions: number[] = [];
    const done = uploadMediaFile(file('dot.png'), { onProgress: (fraction) => fractions.push(fraction) });
    const xhr = await FakeXhr.nth(0);
    expect(xhr).toMatchObject({ method: 'POST', url: `${API_BASE_URL}/media` });
    expect(xhr.body).toBeInstanceOf(FormData);
    xhr.progress(50, 200);
    xhr.progress(150, 200);
    xhr.progress(200, 200);
    xhr.respond(201, item);
    const uploaded = await done;
    expect(uploaded.id).toBe(item.id);
    expect(fractions).toEqual([0.25, 0.75, 1]);
  });

  it("rejects with the API's Japanese refusal", async () => {
    const done = uploadMediaFile(file('x.exe'));
    (await FakeXhr.nth(0)).respond(415, { code: 'unsupported_media_type', message: 'この形式のファイルはアップロードできません' });
    await expect(done).rejects.toMatchObject({ status: 415, message: 'この形式のファイルはアップロードできません' });
  });
});
