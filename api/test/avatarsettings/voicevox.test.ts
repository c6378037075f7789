import { VOICEVOX_ENGINE_DRAFT, type VoicevoxPreviewRequest } from 'shared-contracts';
import { type OwnerClient, ownerClient } from '../chatsettings/owner-client';
import { type FakeServer, sendJson, startFakeServer } from '../fake-server';
import { createTestContext, type TestContext, testDatabase } from '../helper';
import { ENGINE_SPEAKERS, startFakeVoicevox } from './fake-voicevox';

const SCALES = { speed: 1.2, pitch: 0.5, intonation: 1.4, volume: 0.7 };

function previewOf(engineUrl: string, speakerId = 3, text = 'こんにちは、テストです'): VoicevoxPreviewRequest {
  return { text, settings: { engine: { ...VOICEVOX_ENGINE_DRAFT, engine_url: engineUrl, speaker_id: speakerId }, ...SCALES } };
}

function errorOf(response: { statusCode: number; json<T>(): T }) {
  return { status: response.statusCode, ...response.json<{ code: string; message: string }>() };
}

describe(`VOICEVOX through the API (${testDatabase})`, () => {
  let engine: FakeServer;
  let proxied: FakeServer;
  let odd: FakeServer;
  let t: TestContext;
  let owner: OwnerClient;

  beforeAll(async () => {
    engine = await startFakeVoicevox();
    proxied = await startFakeVoicevox({ prefix: '/voicevox' });
    // Answers like many things that are not a VOICEVOX engine.
    odd = await startFakeServer((request, response) => {
      if (request.url === '/html/speakers') {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<html>ようこそ</html>');
        return;
      }
      if (request.url === '/wrong-shape/speakers') return sendJson(response, 200, { speakers: 'none' });
      if (request.url === '/broken/speakers') return sendJson(response, 500, { detail: 'boom' });
      if (request.url.startsWith('/no-wav/audio_query')) return sendJson(response, 200, { accent_phrases: [] });
      if (request.url.startsWith('/no-wav/synthesis')) return sendJson(response, 200, { detail: 'not audio' });
      if (request.url.startsWith('/slow/')) return undefined; // never answers
      return sendJson(response, 404, { detail: 'Not Found' });
    });
    t = await createTestContext({ allowPrivateNetworkTargets: true, outboundHttp: { timeoutMs: 500 } });
    owner = ownerClient(t, await t.ownerSession());
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([engine.close(), proxied.close(), odd.close()]);
  });
  beforeEach(() => {
    engine.requests.length = 0;
  });

  describe('the speaker list', () => {
    it("lists the engine's speakers with their talk styles, leaving singing out", async () => {
      const response = await owner.get('voice-settings/voicevox-speakers', { engine_url: engine.origin });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        speakers: [
          {
            name: '四国めたん',
            speaker_uuid: ENGINE_SPEAKERS[0]?.speaker_uuid,
            styles: [
              { id: 2, name: 'ノーマル' },
              { id: 0, name: 'あまあま' },
            ],
          },
          { name: 'ずんだもん', speaker_uuid: ENGINE_SPEAKERS[1]?.speaker_uuid, styles: [{ id: 3, name: 'ノーマル' }] },
        ],
      });
      expect(engine.requests).toEqual([expect.objectContaining({ method: 'GET', url: '/speakers' })]);
    });

    it('reaches an engine behind a path, with or without the trailing slash', async () => {
      for (const url of [`${proxied.origin}/voicevox`, `${proxied.origin}/voicevox/`]) {
        const response = await owner.get('voice-settings/voicevox-speakers', { engine_url: url });
        expect(response.statusCode).toBe(200);
        expect(response.json<{ speakers: unknown[] }>().speakers).toHaveLength(2);
      }
    });

    it('says in Japanese when nothing listens at the URL', async () => {
      const gone = await startFakeServer(() => undefined);
      await gone.close();
      const response = await owner.get('voice-settings/voicevox-speakers', { engine_url: gone.origin });
      expect(errorOf(response)).toEqual({
        status: 502,
        code: 'upstream_failed',
        message: `VOICEVOXエンジン（127.0.0.1:${gone.port}）に接続できませんでした。エンジンが起動しているか、URLとポート番号（通常は50021）を確認してください`,
      });
    });

    it.each([
      ['a web page', '/html', '接続できましたが、VOICEVOXエンジンの応答ではありませんでした。エンジンのURL（例: http://localhost:50021）を確認してください'],
      ['JSON of another shape', '/wrong-shape', '接続できましたが、VOICEVOXエンジンの応答ではありませんでした。エンジンのURL（例: http://localhost:50021）を確認してください'],
      ['a 404', '/nothing', '接続できましたが、VOICEVOXエンジンの応答ではありませんでした。エンジンのURL（例: http://localhost:50021）を確認してください'],
      ['a server error', '/broken', 'VOICEVOXエンジンがエラーを返しました（HTTP 500）。エンジンの状態を確認して、もう一度お試しください'],
      ['an engine that never answers', '/slow', 'VOICEVOXエンジンが1秒以内に応答しませんでした。エンジンが起動しているかを確認して、もう一度お試しください'],
    ])('explains %s', async (_label, path, message) => {
      const response = await owner.get('voice-settings/voicevox-speakers', { engine_url: `${odd.origin}${path}` });
      expect(errorOf(response)).toEqual({ status: 502, code: 'upstream_failed', message });
    });

    it('refuses a URL that is not http(s) before calling anything', async () => {
      const response = await owner.get('voice-settings/voicevox-speakers', { engine_url: 'ftp://example.com' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_error',
        fields: { engine_url: 'エンジンのURLは http:// または https:// で始まるURLを入力してください（例: http://localhost:50021）' },
      });
    });
  });

  describe('the preview', () => {
    it('asks the engine for an audio query, sets the scales on it and answers the WAV', async () => {
      const response = await owner.post('voice-settings/voicevox-preview', previewOf(engine.origin, 3, 'こんにちは & ようこそ？'));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('audio/wav');
      expect(response.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
      expect(response.rawPayload.subarray(8, 12).toString('ascii')).toBe('WAVE');

      const [query, synthesis] = engine.requests;
      expect(query?.method).toBe('POST');
      const queryUrl = new URL(query?.url ?? '', engine.origin);
      expect(queryUrl.pathname).toBe('/audio_query');
      expect(Object.fromEntries(queryUrl.searchParams)).toEqual({ text: 'こんにちは & ようこそ？', speaker: '3' });
      expect(synthesis?.url).toBe('/synthesis?speaker=3');
      expect(JSON.parse(synthesis?.body ?? '{}')).toMatchObject({
        kana: "コ'ンニチワ",
        speedScale: 1.2,
        pitchScale: 0.075,
        intonationScale: 1.4,
        volumeScale: 0.7,
      });
    });

    it('says so when the engine has no such style', async () => {
      const response = await owner.post('voice-settings/voicevox-preview', previewOf(engine.origin, 999));
      expect(errorOf(response)).toEqual({
        status: 502,
        code: 'upstream_failed',
        message: '選んだ話者がこのエンジンにありません。「話者を取得」で話者を選び直してください',
      });
    });

    it('refuses an answer that is not audio', async () => {
      const response = await owner.post('voice-settings/voicevox-preview', previewOf(`${odd.origin}/no-wav`));
      expect(errorOf(response)).toMatchObject({ status: 502, message: '接続できましたが、音声を受け取れませんでした。VOICEVOXエンジンのバージョンを確認してください' });
    });

    it('says in Japanese when the engine cannot be reached', async () => {
      const gone = await startFakeServer(() => undefined);
      await gone.close();
      const response = await owner.post('voice-settings/voicevox-preview', previewOf(gone.origin));
      expect(errorOf(response)).toMatchObject({ status: 502, message: expect.stringContaining('に接続できませんでした') });
    });

    it('refuses a text longer than 100 characters without calling the engine', async () => {
      const response = await owner.post('voice-settings/voicevox-preview', previewOf(engine.origin, 3, 'あ'.repeat(101)));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fields: { text: '試聴する文章は100文字以内で入力してください' } });
      expect(engine.requests).toHaveLength(0);
    });
  });

  it('needs a signed-in owner', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/voice-settings/voicevox-speakers?engine_url=${engine.origin}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/voice-settings/voicevox-preview', payload: previewOf(engine.origin) })).statusCode).toBe(401);
    expect(engine.requests).toHaveLength(0);
  });
});

describe(`VOICEVOX on a private address, not allowed (${testDatabase})`, () => {
  let engine: FakeServer;
  let t: TestContext;
  beforeAll(async () => {
    engine = await startFakeVoicevox();
    t = await createTestContext();
  });
  afterAll(async () => {
    await t?.close();
    await engine.close();
  });

  it('refuses loopback unless ALLOW_PRIVATE_NETWORK_TARGETS, and says how to allow it', async () => {
    const owner = ownerClient(t, await t.ownerSession());
    const response = await owner.get('voice-settings/voicevox-speakers', { engine_url: engine.origin });
    expect(errorOf(response)).toMatchObject({ status: 502, code: 'upstream_failed', message: expect.stringContaining('ALLOW_PRIVATE_NETWORK_TARGETS') });
    expect(engine.requests).toHaveLength(0);
  });
});
