import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type MediaItem, mediaInUseErrorSchema, mediaListResponseSchema, mediaItemSchema, mediaUploadMessages } from 'shared-contracts';
import { createTestContext, type TestContext, testDatabase } from '../helper';
import { mediaClient, streamedUpload } from './media-client';
import { disguises, encodedImage, mp3, mp4, multipartFile, pdf, wav, webm } from './media-fixtures';

type Client = ReturnType<typeof mediaClient>;

describe(`media library (${testDatabase})`, () => {
  let t: TestContext;
  let owner: Client;
  let other: Client;
  let ownerAgentId: string;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'media-library-test-'));
    t = await createTestContext({ media: { kind: 'local', dir }, publicApiUrl: 'https://api.example.jp' });
    const session = await t.ownerSession();
    ownerAgentId = session.owner.agentId;
    owner = mediaClient(t, session);
    other = mediaClient(t, await t.ownerSession());
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const storedFiles = (agentId: string) => {
    try {
      return readdirSync(path.join(dir, agentId)).sort();
    } catch {
      return [];
    }
  };
  const incoming = () => readdirSync(path.join(dir, '.incoming'));

  describe('upload', () => {
    it.each([
      ['a 1×1 PNG', 'dot.png', () => encodedImage('png'), { kind: 'image', mime: 'image/png', width: 1, height: 1, duration: null }],
      ['a 1×1 JPEG', 'dot.jpg', () => encodedImage('jpeg'), { kind: 'image', mime: 'image/jpeg', width: 1, height: 1 }],
      ['a 1×1 WebP', 'dot.webp', () => encodedImage('webp'), { kind: 'image', mime: 'image/webp', width: 1, height: 1 }],
      ['a 1×1 GIF', 'dot.gif', () => encodedImage('gif'), { kind: 'image', mime: 'image/gif', width: 1, height: 1 }],
      ['a minimal MP4', 'clip.mp4', async () => mp4(), { kind: 'video', mime: 'video/mp4', width: 320, height: 240, duration: 2.5 }],
      ['a WebM header', 'clip.webm', async () => webm(), { kind: 'video', mime: 'video/webm', width: 640, height: 360, duration: 1.5 }],
      ['an MP3 with an ID3 tag', 'voice.mp3', async () => mp3(), { kind: 'audio', mime: 'audio/mpeg', width: null, height: null }],
      ['a minimal WAV', 'chime.wav', async () => wav(0.5), { kind: 'audio', mime: 'audio/wav', duration: 0.5 }],
      ['a PDF', 'menu.pdf', async () => pdf(), { kind: 'pdf', mime: 'application/pdf', width: null, duration: null }],
    ] as const)('takes %s, typed by its content', async (_name, fileName, make, expected) => {
      const bytes = await make();
      const item = await owner.uploadOk(bytes, fileName);
      expect(item).toMatchObject({ ...expected, name: fileName, size: bytes.length, tags: [], usage_count: 0, used_in: [] });
      expect(item.url).toBe(`https://api.example.jp/api/v1/public/media/${ownerAgentId}/${item.id}/${fileName}`);
      expect(item.thumbnail_url).toBe(expected.kind === 'image' ? `https://api.example.jp/api/v1/public/media/${ownerAgentId}/${item.id}/thumbnail` : null);
      expect(readFileSync(path.join(dir, ownerAgentId, item.id))).toEqual(bytes);
    });

    it('keeps the name as picked (Japanese too), and types a misnamed file by its content', async () => {
      const item = await owner.uploadOk(await encodedImage('png', 4, 3), '店舗の写真.jpg');
      expect(item).toMatchObject({ name: '店舗の写真.jpg', mime: 'image/png', width: 4, height: 3 });
      // The address offers it under its true type.
      expect(item.url.endsWith(`/${encodeURIComponent('店舗の写真.png')}`)).toBe(true);
    });

    it('writes a WebP thumbnail of at most 320 px beside an image', async () => {
      const item = await owner.uploadOk(await encodedImage('jpeg', 1200, 600), 'wide.jpg');
      const thumbnail = readFileSync(path.join(dir, ownerAgentId, `${item.id}.thumb.webp`));
      expect(thumbnail.toString('latin1', 8, 12)).toBe('WEBP');
      const { default: sharp } = await import('sharp');
      expect(await sharp(thumbnail).metadata()).toMatchObject({ width: 320, height: 160 });
    });

    it.each([
      ['an HTML page named .png', disguises.htmlAsPng, 'cute.png', 'image/png', mediaUploadMessages.unsupported],
      ['an SVG with a script', disguises.svgWithScript, 'logo.svg', 'image/svg+xml', mediaUploadMessages.svg],
      ['a program named .jpg', disguises.exeAsJpg, 'photo.jpg', 'image/jpeg', mediaUploadMessages.unsupported],
      ['Matroska named .webm', webm('matroska'), 'clip.webm', 'video/webm', mediaUploadMessages.unsupported],
      ['an ID3 tag with a page behind it', Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0]), disguises.htmlAsPng]), 'a.mp3', 'audio/mpeg', mediaUploadMessages.unsupported],
    ])('refuses %s, whatever its name and type say', async (_name, bytes, fileName, type, message) => {
      const before = storedFiles(ownerAgentId);
      const response = await owner.upload(bytes, fileName, type);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ code: 'unsupported_media_type', message });
      expect(storedFiles(ownerAgentId)).toEqual(before);
      expect(incoming()).toEqual([]);
    });

    it('refuses an empty file and a request without one', async () => {
      const empty = await owner.upload(Buffer.alloc(0), 'empty.png');
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ message: mediaUploadMessages.empty });
      const notMultipart = await t.app.inject({ method: 'POST', url: '/api/v1/media', headers: { ...(await t.ownerSession()).headers }, payload: { a: 1 } });
      expect(notMultipart.statusCode).toBe(415);
    });

    it('refuses an image over 10 MB as soon as the request says its length, having read only its head', async () => {
      const png = await encodedImage('png');
      const upload = streamedUpload(png, 30 * 1024 * 1024);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/media',
        headers: { ...upload.headers, 'content-length': String(upload.contentLength), authorization: (await t.ownerSession()).headers.authorization },
        payload: upload.body,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ code: 'payload_too_large', message: mediaUploadMessages.tooLarge('image') });
      expect(upload.pulled()).toBeLessThan(1024 * 1024);
      // The rest is never read: the connection closes after the answer.
      expect(response.headers.connection).toBe('close');
      expect(incoming()).toEqual([]);
    });

    it('stops an image of unstated length once it passes 10 MB, keeping nothing', async () => {
      const upload = streamedUpload(await encodedImage('png'), 30 * 1024 * 1024);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/media',
        headers: { ...upload.headers, 'transfer-encoding': 'chunked', authorization: (await t.ownerSession()).headers.authorization },
        payload: upload.body,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe(mediaUploadMessages.tooLarge('image'));
      expect(upload.pulled()).toBeLessThan(12 * 1024 * 1024);
      expect(incoming()).toEqual([]);
    });

    it('takes a video of 12 MB, which would be too large for an image', async () => {
      const video = Buffer.concat([mp4(), Buffer.alloc(12 * 1024 * 1024)]);
      const item = await owner.uploadOk(video, 'long.mp4');
      expect(item).toMatchObject({ kind: 'video', size: video.length });
    });

    it('refuses a request larger than any file could be before reading it', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/media',
        headers: { ...(await t.ownerSession()).headers, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(200 * 1024 * 1024) },
        payload: 'x',
      });
      expect(response.statusCode).toBe(413);
    });

    it('needs a signed-in owner', async () => {
      const { payload, headers } = multipartFile(await encodedImage('png'), 'dot.png');
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/media', payload, headers });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('list, rename, tags', () => {
    // An owner of their own, so the list holds exactly these four.
    let lister: Client;
    let items: MediaItem[];
    beforeAll(async () => {
      lister = mediaClient(t, await t.ownerSession());
      items = [
        await lister.uploadOk(await encodedImage('png'), 'ロゴ.png'),
        await lister.uploadOk(wav(0.1), 'チャイム.wav'),
        await lister.uploadOk(pdf(), '料金表.pdf'),
        await lister.uploadOk(await encodedImage('jpeg'), '外観.jpg'),
      ];
    });

    const page = async (query: Record<string, string> = {}) => mediaListResponseSchema.strict().parse((await lister.list(query)).json());

    it('lists newest first, 50 a page, and oldest first on request', async () => {
      const first = await page();
      expect(first).toMatchObject({ total_records: 4, page: 1, limit: 50 });
      expect(first.data.map((item) => item.name)).toEqual(['外観.jpg', '料金表.pdf', 'チャイム.wav', 'ロゴ.png']);
      expect((await page({ sort_order: 'asc' })).data[0]?.name).toBe('ロゴ.png');
      expect((await lister.list({ limit: '7' })).statusCode).toBe(400);
    });

    it('filters by kind', async () => {
      expect((await page({ kind: 'image' })).data.map((item) => item.name)).toEqual(['外観.jpg', 'ロゴ.png']);
      expect((await page({ kind: 'pdf' })).total_records).toBe(1);
    });

    it('renames, and the address keeps working under the new name', async () => {
      const logo = items[0] as MediaItem;
      const response = await lister.patch(logo.id, { name: '  会社ロゴ（横） ' });
      expect(response.statusCode).toBe(200);
      const renamed = mediaItemSchema.parse(response.json());
      expect(renamed.name).toBe('会社ロゴ（横）');
      expect(renamed.url).toContain(encodeURIComponent('会社ロゴ（横）.png'));
      expect(new Date(renamed.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(logo.updated_at).getTime());
      const old = await t.app.inject({ method: 'GET', url: new URL(logo.url).pathname });
      expect(old.statusCode).toBe(200);
    });

    it('refuses a name too long, empty or on two lines, with the message under the field', async () => {
      const id = (items[0] as MediaItem).id;
      const long = await lister.patch(id, { name: 'あ'.repeat(101) });
      expect(long.statusCode).toBe(400);
      expect(long.json().fields).toEqual({ name: '名前は100文字以内で入力してください' });
      expect((await lister.patch(id, { name: '' })).json().fields).toEqual({ name: '名前を入力してください' });
      expect((await lister.patch(id, {})).statusCode).toBe(400);
    });

    it('sets tags, finds items by tag (width and case alike) and by a word of a tag', async () => {
      const [logo, chime, price] = items as [MediaItem, MediaItem, MediaItem];
      expect((await lister.patch(logo.id, { tags: ['ブランド', 'Summer'] })).json().tags).toEqual(['ブランド', 'Summer']);
      await lister.patch(price.id, { tags: ['ｓｕｍｍｅｒ', 'キャンペーン'] });
      await lister.patch(chime.id, { tags: ['効果音'] });
      expect((await page({ tag: 'SUMMER' })).data.map((item) => item.id).sort()).toEqual([logo.id, price.id].sort());
      expect((await page({ q: 'キャンペ' })).data.map((item) => item.id)).toEqual([price.id]);
      expect((await page({ q: 'チャイム' })).data.map((item) => item.id)).toEqual([chime.id]);
      expect((await page({ q: '100%' })).total_records).toBe(0);
    });

    it('lists every tag with its count, tags that compare alike as one, most used first', async () => {
      const response = await lister.tags();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: [
          { tag: 'Summer', count: 2 },
          { tag: 'キャンペーン', count: 1 },
          { tag: 'ブランド', count: 1 },
          { tag: '効果音', count: 1 },
        ],
      });
      expect((await other.tags()).json()).toEqual({ data: [] });
    });

    it('refuses more than 20 tags, a tag over 30 characters and the same tag twice', async () => {
      const id = (items[0] as MediaItem).id;
      const many = await lister.patch(id, { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) });
      expect(many.json().fields).toEqual({ tags: 'タグは20個までです' });
      expect((await lister.patch(id, { tags: ['あ'.repeat(31)] })).json().fields).toEqual({ 'tags.0': 'タグは30文字以内で入力してください' });
      expect((await lister.patch(id, { tags: ['夏', '夏'] })).statusCode).toBe(400);
    });
  });

  describe('delete and where an item is used', () => {
    it('deletes an unused item and its files', async () => {
      const item = await owner.uploadOk(await encodedImage('png'), 'unused.png');
      const agentId = new URL(item.url).pathname.split('/')[5] ?? '';
      expect(storedFiles(agentId)).toEqual(expect.arrayContaining([item.id, `${item.id}.thumb.webp`]));
      const response = await owner.delete(item.id);
      expect(response.statusCode).toBe(204);
      expect(storedFiles(agentId)).not.toContain(item.id);
      expect(storedFiles(agentId)).not.toContain(`${item.id}.thumb.webp`);
      expect((await owner.get(item.id)).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: new URL(item.url).pathname })).statusCode).toBe(404);
    });

    it('answers 409 with the places an item is used, and deletes it only with force, clearing those settings', async () => {
      const face = await owner.uploadOk(await encodedImage('png'), 'joy.png');
      const emotions = await owner.put('emotion-states', {
        emotions: [
          { key: 'neutral', label: '通常', image_media_id: null, trigger_words: [], enabled: true },
          { key: 'joy', label: '喜び', image_media_id: face.id, trigger_words: ['ありがとう'], enabled: true },
          { key: 'anger', label: '怒り', image_media_id: null, trigger_words: [], enabled: true },
          { key: 'sorrow', label: '悲しみ', image_media_id: null, trigger_words: [], enabled: true },
          { key: 'surprise', label: '驚き', image_media_id: face.id, trigger_words: [], enabled: true },
        ],
      });
      expect(emotions.statusCode).toBe(200);
      const avatar = await owner.put('avatar-settings', { source: 'media', builtin_character: 'yui', media_id: face.id, position: -100, size: 100 });
      expect(avatar.statusCode).toBe(200);

      const detail = mediaItemSchema.parse((await owner.get(face.id)).json());
      expect(detail.usage_count).toBe(3);
      expect(detail.used_in).toEqual([
        { place: 'avatar', label: 'アバター設定のアバター画像', path: '/avatarsettings' },
        { place: 'emotion_state', label: '感情設定「喜び」', path: '/avatarsettings/emotionstates' },
        { place: 'emotion_state', label: '感情設定「驚き」', path: '/avatarsettings/emotionstates' },
      ]);
      const listed = mediaListResponseSchema.parse((await owner.list()).json()).data.find((item) => item.id === face.id);
      expect(listed?.usage_count).toBe(3);

      const refused = await owner.delete(face.id);
      expect(refused.statusCode).toBe(409);
      const body = mediaInUseErrorSchema.strict().parse(refused.json());
      expect(body.message).toBe(
        'このファイルは3か所で使われています（アバター設定のアバター画像、感情設定「喜び」、感情設定「驚き」）。使用中の設定を変更してから削除するか、使用中のまま削除してください',
      );
      expect(body.used_in).toEqual(detail.used_in);
      expect((await owner.get(face.id)).statusCode).toBe(200);

      expect((await owner.delete(face.id, { force: 'true' })).statusCode).toBe(204);
      expect((await owner.get(face.id)).statusCode).toBe(404);
      // Nothing points at the deleted file any more: those emotions show the built-in face, the avatar the built-in character.
      const after = (await owner.read('emotion-states')).json() as { emotions: { key: string; image_media_id: string | null }[] };
      expect(after.emotions.map((emotion) => emotion.image_media_id)).toEqual([null, null, null, null, null]);
      expect((await owner.read('avatar-settings')).json()).toMatchObject({ source: 'builtin', builtin_character: 'yui', media_id: null });
    });
  });

  describe('isolation', () => {
    it('answers 404 to another owner for every endpoint, and keeps lists apart', async () => {
      const mine = await owner.uploadOk(await encodedImage('gif'), 'mine.gif');
      expect((await other.get(mine.id)).statusCode).toBe(404);
      expect((await other.patch(mine.id, { name: 'x' })).statusCode).toBe(404);
      expect((await other.delete(mine.id)).statusCode).toBe(404);
      expect(mediaListResponseSchema.parse((await other.list()).json()).data.map((item) => item.id)).not.toContain(mine.id);
      expect((await owner.get(mine.id)).json().name).toBe('mine.gif');
    });

    it('serves a file only under its own agent id', async () => {
      const mine = await owner.uploadOk(await encodedImage('png'), 'mine.png');
      const theirs = await other.uploadOk(await encodedImage('png'), 'theirs.png');
      const [, , , , , , myId] = new URL(mine.url).pathname.split('/');
      const theirAgent = new URL(theirs.url).pathname.split('/')[5];
      const crossed = `/api/v1/public/media/${theirAgent}/${myId}/mine.png`;
      expect((await t.app.inject({ method: 'GET', url: crossed })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: new URL(mine.url).pathname })).statusCode).toBe(200);
    });
  });
});
