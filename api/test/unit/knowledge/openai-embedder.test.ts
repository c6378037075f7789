import {
  EMBEDDING_BATCH_SIZE,
  EMBEDDING_PROBE_TEXT,
  type EmbeddingFailure,
  EmbeddingProviderError,
  embeddingModelId,
  measureEmbeddingDimensions,
  OpenAiCompatibleEmbedder,
} from '#src/domains/knowledge/embedding/openai-embedder';
import { createSafeFetch, type SafeFetch } from '#src/lib/safe-fetch/index';
import { type FakeEmbeddingsServer, fakeUnitEmbedding, startFakeEmbeddingsServer } from '../../fakes/embeddings-server';

const KEY = 'sk-embed-test-0123456789';
const SMALL = { name: 'text-embedding-3-small', dimensions: 8 };

async function failure(promise: Promise<unknown>): Promise<EmbeddingProviderError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof EmbeddingProviderError) return error;
    throw error;
  }
  throw new Error('expected the embedding to fail');
}

const close = (vector: Float32Array | undefined, expected: number[]) => {
  expect(vector).toBeInstanceOf(Float32Array);
  expect(vector).toHaveLength(expected.length);
  expected.forEach((value, i) => expect(vector?.[i]).toBeCloseTo(value, 6));
};
const length = (vector: Float32Array | undefined) => Math.hypot(...(vector ?? []));

describe('OpenAiCompatibleEmbedder against an OpenAI-compatible /v1/embeddings on loopback', () => {
  let provider: FakeEmbeddingsServer;
  let safeFetch: SafeFetch;
  const embedder = (overrides: Partial<ConstructorParameters<typeof OpenAiCompatibleEmbedder>[0]> = {}) =>
    new OpenAiCompatibleEmbedder({ baseUrl: provider.baseUrl, model: SMALL.name, apiKey: KEY, dimensions: SMALL.dimensions, safeFetch, ...overrides });

  beforeAll(async () => {
    provider = await startFakeEmbeddingsServer({ apiKey: KEY });
    safeFetch = createSafeFetch({ allowPrivateNetworkTargets: true });
  });
  afterAll(() => provider.close());
  beforeEach(() => {
    provider.requests.length = 0;
    provider.behave({ kind: 'embed' });
  });

  it('names its model by base URL and model name, and says its dimensions', () => {
    const e = embedder({ baseUrl: `${provider.baseUrl}//` });
    expect(e.model).toBe(`openai:${provider.baseUrl}#text-embedding-3-small`);
    expect(e.model).toBe(embeddingModelId(provider.baseUrl, SMALL.name));
    expect(e.dimensions).toBe(8);
    expect(() => embedder({ dimensions: 0 })).toThrow(RangeError);
    expect(() => embedder({ dimensions: 1.5 })).toThrow(RangeError);
  });

  it('sends the OpenAI request with the key as a Bearer token and answers unit vectors in order', async () => {
    const texts = ['営業時間は何時からですか', '駐車場はありますか', 'ペットと一緒に入れますか'];
    const vectors = await embedder().embed(texts, 'passage');
    expect(vectors).toHaveLength(3);
    texts.forEach((text, i) => close(vectors[i], fakeUnitEmbedding(text, 8)));
    for (const vector of vectors) expect(length(vector)).toBeCloseTo(1, 5);

    expect(provider.requests).toHaveLength(1);
    const [request] = provider.requests;
    expect(request?.url).toBe('/v1/embeddings');
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({ model: 'text-embedding-3-small', input: texts, encoding_format: 'float' });
  });

  it('embeds a question the same way (the provider has no query prefix)', async () => {
    const [query] = await embedder().embed(['営業時間'], 'query');
    const [passage] = await embedder().embed(['営業時間'], 'passage');
    expect(Array.from(query ?? [])).toEqual(Array.from(passage ?? []));
  });

  it(`sends at most ${EMBEDDING_BATCH_SIZE} texts a request, and keeps the order across batches`, async () => {
    const texts = Array.from({ length: 150 }, (_, i) => `ナレッジの文章その${i}番`);
    const vectors = await embedder().embed(texts, 'passage');
    expect(provider.requests.map((request) => request.body.input?.length)).toEqual([64, 64, 22]);
    expect(provider.requests.flatMap((request) => request.body.input)).toEqual(texts);
    expect(vectors).toHaveLength(150);
    for (const i of [0, 63, 64, 127, 128, 149]) close(vectors[i], fakeUnitEmbedding(texts[i] ?? '', 8));
  });

  it('puts the vectors in the order of their index when the provider answers in another', async () => {
    provider.behave({ kind: 'reversed' });
    const texts = ['一つ目', '二つ目', '三つ目'];
    const vectors = await embedder().embed(texts, 'passage');
    texts.forEach((text, i) => close(vectors[i], fakeUnitEmbedding(text, 8)));
  });

  it('reads base64 float32 vectors too, should a server ignore encoding_format', async () => {
    provider.behave({ kind: 'base64' });
    const [vector] = await embedder().embed(['営業時間'], 'query');
    close(vector, fakeUnitEmbedding('営業時間', 8));
  });

  it('sends nothing for no texts, and an empty text as a space (OpenAI refuses empty input)', async () => {
    expect(await embedder().embed([], 'passage')).toEqual([]);
    expect(provider.requests).toHaveLength(0);
    const [vector] = await embedder().embed([''], 'query');
    expect(length(vector)).toBeCloseTo(1, 5);
    expect(provider.requests[0]?.body.input).toEqual([' ']);
  });

  it('sends no Authorization header without a key (Ollama, a local TEI)', async () => {
    const keyless = await startFakeEmbeddingsServer();
    try {
      const vectors = await embedder({ baseUrl: `${keyless.baseUrl}/`, apiKey: null }).embed(['こんにちは'], 'query');
      expect(vectors).toHaveLength(1);
      expect(keyless.requests[0]?.url).toBe('/v1/embeddings');
      expect(keyless.requests[0]?.headers.authorization).toBeUndefined();
      await embedder({ baseUrl: keyless.baseUrl, apiKey: '' }).embed(['こんにちは'], 'query');
      expect(keyless.requests[1]?.headers.authorization).toBeUndefined();
    } finally {
      await keyless.close();
    }
  });

  it('measures the dimensions of a model by embedding a short Japanese text', async () => {
    expect(await measureEmbeddingDimensions({ baseUrl: provider.baseUrl, model: 'nomic-embed-text', apiKey: KEY, safeFetch })).toBe(12);
    expect(provider.requests[0]?.body).toEqual({ model: 'nomic-embed-text', input: [EMBEDDING_PROBE_TEXT], encoding_format: 'float' });
  });

  describe('failures, each with a reason and the owner\'s words in Japanese', () => {
    const reply = (status: number, body: unknown, contentType = 'application/json') =>
      provider.behave({ kind: 'reply', status, body: typeof body === 'string' ? body : JSON.stringify(body), contentType });

    it.each<[string, () => void, Partial<ConstructorParameters<typeof OpenAiCompatibleEmbedder>[0]>, EmbeddingFailure, string | RegExp, boolean]>([
      ['a wrong key (401)', () => undefined, { apiKey: 'sk-wrong' }, 'unauthorized', 'APIキーが正しくありません。キーを確認して入力し直してください', false],
      ['a model the provider does not have (404)', () => undefined, { model: 'gpt-4o-mini' }, 'not_found', /^モデルまたはURLが見つかりません/, false],
      ['a wrong path (404)', () => undefined, { baseUrl: `${'ORIGIN'}/nothing` }, 'not_found', /ベースURL（\/embeddings の手前まで）/, false],
      ['a refused request (400)', () => reply(400, { error: { message: 'This model does not support embeddings' } }), {}, 'refused', /HTTP 400.*埋め込み用のモデル/, false],
      ['a rate limit (429)', () => reply(429, { error: { message: 'Rate limit reached' } }), {}, 'rate_limited', /HTTP 429/, true],
      ['a server error (500)', () => reply(500, { error: 'boom' }), {}, 'server_error', '接続先がエラーを返しました（HTTP 500）。しばらくしてからもう一度お試しください', true],
      ['a web page', () => reply(200, '<html>welcome</html>', 'text/html'), {}, 'bad_response', /応答が埋め込みAPI（\/embeddings）の形式ではありません/, false],
      ['no data', () => reply(200, { object: 'list' }), {}, 'bad_response', /形式ではありません/, false],
      ['data that is not a list', () => reply(200, { data: 'vectors' }), {}, 'bad_response', /形式ではありません/, false],
      ['entries that are not objects', () => reply(200, { data: [null] }), {}, 'bad_response', /形式ではありません/, false],
      ['a vector of strings', () => reply(200, { data: [{ index: 0, embedding: ['0.1', '0.2'] }] }), {}, 'bad_response', /形式ではありません/, false],
      ['a zero vector', () => reply(200, { data: [{ index: 0, embedding: [0, 0, 0, 0, 0, 0, 0, 0] }] }), {}, 'bad_response', /形式ではありません/, false],
      ['an empty vector', () => reply(200, { data: [{ index: 0, embedding: [] }] }), {}, 'bad_response', /形式ではありません/, false],
      ['an index out of range', () => reply(200, { data: [{ index: 3, embedding: [1, 2, 3, 4, 5, 6, 7, 8] }] }), {}, 'bad_response', /形式ではありません/, false],
      ['a huge number', () => reply(200, '{"data":[{"index":0,"embedding":[1e400,1,1,1,1,1,1,1]}]}'), {}, 'bad_response', /形式ではありません/, false],
      ['too few vectors', () => reply(200, { data: [] }), {}, 'bad_response', '送った1件の文章に対して、接続先から0件のベクトルが返りました。接続先が埋め込みAPIに対応しているかを確認してください', false],
      ['vectors of another length than saved', () => provider.behave({ kind: 'dimensions', dimensions: 16 }), {}, 'dimensions_changed', /次元数が変わりました（保存時 8、現在 16）/, false],
    ])('%s', async (_label, arrange, overrides, reason, message, retryable) => {
      arrange();
      const options = { ...overrides, ...(overrides.baseUrl ? { baseUrl: overrides.baseUrl.replace('ORIGIN', provider.origin) } : {}) };
      const error = await failure(embedder(options).embed(['営業時間'], 'query'));
      expect(error.reason).toBe(reason);
      if (typeof message === 'string') expect(error.message).toBe(message);
      else expect(error.message).toMatch(message);
      expect(error.retryable).toBe(retryable);
    });

    it('refuses two entries of one index, and vectors of different lengths in one answer', async () => {
      reply(200, { data: [{ index: 0, embedding: [1, 2] }, { index: 0, embedding: [2, 1] }] });
      expect((await failure(embedder().embed(['a', 'b'], 'passage'))).reason).toBe('bad_response');
      reply(200, { data: [{ index: 0, embedding: [1, 2] }, { index: 1, embedding: [2, 1, 3] }] });
      expect((await failure(embedder().embed(['a', 'b'], 'passage'))).reason).toBe('bad_response');
    });

    it('stops at its time limit and says so', async () => {
      provider.behave({ kind: 'silent' });
      const error = await failure(embedder({ timeoutMs: 300 }).embed(['営業時間'], 'query'));
      expect(error).toMatchObject({ reason: 'unreachable', retryable: true });
      expect(error.message).toBe('1秒以内に応答がありませんでした。URLが正しいか、接続先が動いているかを確認してください');
      expect(error.details.outbound).toBe('timeout');
    });

    it('says when nothing listens at the URL', async () => {
      const gone = await startFakeEmbeddingsServer();
      await gone.close();
      const error = await failure(embedder({ baseUrl: gone.baseUrl }).embed(['営業時間'], 'query'));
      expect(error).toMatchObject({ reason: 'unreachable', retryable: true });
      expect(error.message).toBe(`「127.0.0.1:${gone.port}」に接続できませんでした。URLとポート番号、接続先が動いているかを確認してください`);
    });
  });

  describe("the caller's AbortSignal", () => {
    it('ends a request in flight and rejects with the abort, not a provider error', async () => {
      provider.behave({ kind: 'silent' });
      const controller = new AbortController();
      const started = Date.now();
      const pending = embedder().embed(['営業時間'], 'query', controller.signal);
      setTimeout(() => controller.abort(), 50);
      await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
      expect(Date.now() - started).toBeLessThan(5_000);
    });

    it('sends nothing once aborted, also between batches', async () => {
      await expect(embedder().embed(['営業時間'], 'query', AbortSignal.abort())).rejects.toMatchObject({ name: 'AbortError' });
      expect(provider.requests).toHaveLength(0);

      const controller = new AbortController();
      const texts = Array.from({ length: 130 }, (_, i) => `文章${i}`);
      const safeFetchThenAbort: SafeFetch = async (url, request) => {
        const response = await safeFetch(url, request);
        controller.abort();
        return response;
      };
      await expect(embedder({ safeFetch: safeFetchThenAbort }).embed(texts, 'passage', controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
      expect(provider.requests).toHaveLength(1);
    });
  });
});

describe('OpenAiCompatibleEmbedder and the outbound address policy', () => {
  let provider: FakeEmbeddingsServer;
  beforeAll(async () => {
    provider = await startFakeEmbeddingsServer();
  });
  afterAll(() => provider.close());

  const embedWith = (safeFetch: SafeFetch, baseUrl: string) =>
    new OpenAiCompatibleEmbedder({ baseUrl, model: SMALL.name, apiKey: KEY, dimensions: 8, safeFetch }).embed(['営業時間'], 'query');
  const PRIVATE = (host: string) =>
    `「${host}」は社内ネットワークやこのサーバー自身を指すため、接続できません。インターネットに公開されているURLを指定してください（自社サーバーのOllamaなどに接続するには、管理者がALLOW_PRIVATE_NETWORK_TARGETSを有効にします）`;

  it('refuses loopback, private and metadata addresses by default, before connecting', async () => {
    const safeFetch = createSafeFetch({ allowPrivateNetworkTargets: false });
    for (const [baseUrl, host] of [
      [provider.baseUrl, `127.0.0.1:${provider.port}`],
      [`http://localhost:${provider.port}/v1`, `localhost:${provider.port}`],
      ['http://192.168.1.10:11434/v1', '192.168.1.10:11434'],
      ['http://169.254.169.254/v1', '169.254.169.254'],
    ] as const) {
      const error = await failure(embedWith(safeFetch, baseUrl));
      expect({ reason: error.reason, outbound: error.details.outbound, message: error.message, retryable: error.retryable }).toEqual({
        reason: 'unreachable',
        outbound: 'private_address',
        message: PRIVATE(host),
        retryable: false,
      });
    }
    expect(provider.requests).toHaveLength(0);
  });

  it('reaches loopback when the server allows private targets (a self-hosted Ollama), never the metadata address', async () => {
    const safeFetch = createSafeFetch({ allowPrivateNetworkTargets: true });
    expect(await embedWith(safeFetch, provider.baseUrl)).toHaveLength(1);
    expect((await failure(embedWith(safeFetch, 'http://169.254.169.254/v1'))).details.outbound).toBe('private_address');
  });

  it('reaches a public name through the seams, with the key, while private targets stay refused', async () => {
    const safeFetch = createSafeFetch({
      allowPrivateNetworkTargets: false,
      lookup: async () => [{ address: '93.184.215.40', family: 4 }],
      dial: (checked) => ({ ...checked, address: '127.0.0.1', family: 4 }),
    });
    const before = provider.requests.length;
    expect(await embedWith(safeFetch, `http://embeddings.provider.test:${provider.port}/v1`)).toHaveLength(1);
    expect(provider.requests.length).toBe(before + 1);
    expect(provider.requests.at(-1)?.headers.host).toBe(`embeddings.provider.test:${provider.port}`);
    expect(provider.requests.at(-1)?.headers.authorization).toBe(`Bearer ${KEY}`);
  });
});
