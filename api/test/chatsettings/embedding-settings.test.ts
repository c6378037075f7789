import { sql } from 'drizzle-orm';
import {
  DETAIL_AI_SETTINGS_DEFAULTS,
  type DetailAiSettingsRequest,
  detailAiSettingsResponseSchema,
  type EmbeddingConnectionTestRequest,
  type EmbeddingConnectionTestResponse,
} from 'shared-contracts';
import { embeddingProviderOf } from '#src/domains/chatsettings/detail-ai/embedding-provider';
import { EMBEDDING_PROBE_TEXT, OpenAiCompatibleEmbedder } from '#src/domains/knowledge/embedding/openai-embedder';
import { type FakeEmbeddingsServer, fakeUnitEmbedding, startFakeEmbeddingsServer } from '../fakes/embeddings-server';
import { createTestContext, type TestContext, testDatabase } from '../helper';
import { appWithTwoOwners, type OwnerClient, refusal } from './owner-client';

const KEY = 'sk-embed-0123456789abcdefEMBEDDING';
const OTHER_KEY = 'sk-embed-9876543210fedcbaOTHERKEY';
const NOT_SAVED = '埋め込みモデルに接続できなかったため、保存できませんでした。接続テストで原因を確認してください';
const WRONG_KEY = 'APIキーが正しくありません。キーを確認して入力し直してください';

type Embedding = Extract<NonNullable<DetailAiSettingsRequest['embedding']>, { type: 'openai_compatible' }>;

describe(`the embedding provider of the detailed AI settings (${testDatabase})`, () => {
  let provider: FakeEmbeddingsServer;
  let keyless: FakeEmbeddingsServer;
  const { t, owner, other, agentId } = appWithTwoOwners({ allowPrivateNetworkTargets: true, outboundHttp: { timeoutMs: 1_000 } }, { persistent: true });

  beforeAll(async () => {
    provider = await startFakeEmbeddingsServer({
      apiKey: KEY,
      models: [
        { name: 'text-embedding-3-small', dimensions: 8 },
        { name: 'nomic-embed-text', dimensions: 12 },
        { name: 'huge-embedding', dimensions: 5000 },
      ],
    });
    keyless = await startFakeEmbeddingsServer();
  });
  afterAll(async () => {
    // Whatever happened above, no answer ever carried a key, nor its sealed form.
    for (const body of t.sentBodies()) {
      for (const secret of [KEY, OTHER_KEY, Buffer.from(KEY).toString('base64'), KEY.slice(8, 24)]) expect(body).not.toContain(secret);
      expect(body).not.toMatch(/v1\.[A-Za-z0-9_-]{40,}/);
    }
    await provider?.close();
    await keyless?.close();
  });
  beforeEach(() => {
    provider.requests.length = 0;
    keyless.requests.length = 0;
    provider.behave({ kind: 'embed' });
  });

  const openai = (model = 'text-embedding-3-small', baseUrl = provider.baseUrl): Embedding => ({ type: 'openai_compatible', base_url: baseUrl, model });
  const body = (changes: Partial<DetailAiSettingsRequest> = {}): DetailAiSettingsRequest => ({ ...DETAIL_AI_SETTINGS_DEFAULTS, ...changes });
  const read = async (client: OwnerClient = owner) => detailAiSettingsResponseSchema.strict().parse((await client.get('detail-ai-settings')).json());
  const stored = async () =>
    ((await t.app.database.db.execute(
      sql`select document::text as document, sealed_secret from agent_settings where kind = 'embedding' and agent_id = ${agentId()}`,
    )) as unknown as { rows: { document: string; sealed_secret: string | null }[] }).rows;

  it('answers the built-in model, with no key, before the first save', async () => {
    expect((await owner.get('detail-ai-settings')).json()).toEqual({
      ...DETAIL_AI_SETTINGS_DEFAULTS,
      api_key_status: 'unset',
      embedding: { type: 'builtin' },
      embedding_api_key_status: 'unset',
      updated_at: null,
    });
    expect(await embeddingProviderOf(t.app.database.db, t.app.secretBox, agentId())).toBeNull();
  });

  it('saves an OpenAI-compatible provider with its measured dimensions and a write-only key', async () => {
    const response = await owner.put('detail-ai-settings', body({ embedding: openai(), embedding_api_key: `  ${KEY}  ` }));
    expect(response.statusCode).toBe(200);
    const saved = detailAiSettingsResponseSchema.strict().parse(response.json());
    expect(saved).toMatchObject({ embedding: { ...openai(), dimensions: 8 }, embedding_api_key_status: 'set', api_key_status: 'unset' });
    expect(response.body).not.toContain(KEY);

    // One vector of a short Japanese text, asked with the key.
    expect(provider.requests).toHaveLength(1);
    expect(provider.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(provider.requests[0]?.body).toEqual({ model: 'text-embedding-3-small', input: [EMBEDDING_PROBE_TEXT], encoding_format: 'float' });
    expect(await read()).toEqual(saved);
  });

  it('keeps the key sealed in its own row, bound to it, never in the document', async () => {
    const [row, ...more] = await stored();
    expect(more).toHaveLength(0);
    expect(row?.sealed_secret).toMatch(/^v1\./);
    expect(row?.sealed_secret).not.toContain(KEY);
    expect(row?.document).not.toContain(KEY);
    expect(JSON.parse(row?.document ?? '{}')).toEqual({ ...openai(), dimensions: 8 });
    // The LLM's row holds nothing of it.
    const llm = (await t.app.database.db.execute(sql`select sealed_secret from agent_settings where kind = 'detail_ai' and agent_id = ${agentId()}`)) as unknown as {
      rows: { sealed_secret: string | null }[];
    };
    expect(llm.rows[0]?.sealed_secret).toBeNull();
  });

  it('gives the runtime the provider with the key opened, and an embedder that works with it', async () => {
    const config = await embeddingProviderOf(t.app.database.db, t.app.secretBox, agentId());
    expect(config).toEqual({ baseUrl: provider.baseUrl, model: 'text-embedding-3-small', apiKey: KEY, dimensions: 8 });
    if (!config) throw new Error('no provider');
    const embedder = new OpenAiCompatibleEmbedder({ ...config, safeFetch: t.app.safeFetch });
    expect(embedder.model).toBe(`openai:${provider.baseUrl}#text-embedding-3-small`);
    const [vector] = await embedder.embed(['駐車場はありますか'], 'query');
    fakeUnitEmbedding('駐車場はありますか', 8).forEach((value, i) => expect(vector?.[i]).toBeCloseTo(value, 6));
  });

  it('asks the provider nothing when a save leaves the provider alone (absent, or the same, without a new key)', async () => {
    expect((await owner.put('detail-ai-settings', body({ temperature: 1.2 }))).json()).toMatchObject({
      temperature: 1.2,
      embedding: { ...openai(), dimensions: 8 },
      embedding_api_key_status: 'set',
    });
    expect((await owner.put('detail-ai-settings', body({ embedding: { ...openai(), base_url: `${provider.baseUrl}/` } }))).json()).toMatchObject({
      embedding: { dimensions: 8 },
      embedding_api_key_status: 'set',
    });
    expect(provider.requests).toHaveLength(0);
  });

  it('measures again for another model, and for a new key', async () => {
    expect((await owner.put('detail-ai-settings', body({ embedding: openai('nomic-embed-text') }))).json()).toMatchObject({
      embedding: { model: 'nomic-embed-text', dimensions: 12 },
      embedding_api_key_status: 'set',
    });
    expect(provider.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect((await owner.put('detail-ai-settings', body({ embedding: openai('nomic-embed-text'), embedding_api_key: KEY }))).statusCode).toBe(200);
    expect(provider.requests).toHaveLength(2);
  });

  it('takes a new key alone for the stored provider', async () => {
    expect((await owner.put('detail-ai-settings', body({ embedding_api_key: KEY }))).json()).toMatchObject({
      embedding: { model: 'nomic-embed-text', dimensions: 12 },
      embedding_api_key_status: 'set',
    });
    expect(provider.requests).toHaveLength(1);
  });

  describe('a provider that cannot be measured refuses the save, at the field to fix, and changes nothing', () => {
    let before: Awaited<ReturnType<typeof read>>;
    beforeAll(async () => {
      before = await read();
    });
    afterEach(async () => {
      expect(await read()).toEqual(before);
    });

    const refused = async (request: DetailAiSettingsRequest, field: string, message: string | RegExp) => {
      const response = await owner.put('detail-ai-settings', { ...request, temperature: 1.9 });
      expect(response.statusCode).toBe(400);
      const error = response.json<{ code: string; message: string; fields: Record<string, string> }>();
      expect({ code: error.code, message: error.message, fields: Object.keys(error.fields) }).toEqual({ code: 'validation_error', message: NOT_SAVED, fields: [field] });
      if (typeof message === 'string') expect(error.fields[field]).toBe(message);
      else expect(error.fields[field]).toMatch(message);
    };

    it('a wrong key', () => refused(body({ embedding: openai(), embedding_api_key: OTHER_KEY }), 'embedding_api_key', WRONG_KEY));
    it('a model the provider does not have', () =>
      refused(body({ embedding: openai('gpt-4o-mini') }), 'embedding.model', /^モデルまたはURLが見つかりません/));
    it('a model whose vectors are too long', () =>
      refused(body({ embedding: openai('huge-embedding') }), 'embedding.model', 'このモデルのベクトルは5000次元で、扱える上限（4096次元）を超えています。別の埋め込みモデルを選んでください'));
    it('a base URL that is not an embeddings API', () => {
      provider.behave({ kind: 'reply', status: 200, body: '<html>Welcome to nginx!</html>', contentType: 'text/html' });
      return refused(body({ embedding: openai('text-embedding-3-small') }), 'embedding.base_url', /形式ではありません/);
    });
    it.each([
      ['{"data":[{"index":0,"embedding":"not base64!"}]}'],
      ['{"data":[{"index":"0","embedding":[1,2]}]}'],
      ['{"data":{"0":[1,2]}}'],
      ['[1,2,3]'],
      ['null'],
      [''],
    ])('garbage from the provider (%s): a 400, never a 500', (garbage) => {
      provider.behave({ kind: 'reply', status: 200, body: garbage });
      return refused(body({ embedding: openai('text-embedding-3-small') }), 'embedding.base_url', /形式ではありません/);
    });
    it('a provider error', () => {
      provider.behave({ kind: 'reply', status: 503, body: '{"error":"overloaded"}' });
      return refused(body({ embedding: openai('text-embedding-3-small') }), 'embedding.base_url', '接続先がエラーを返しました（HTTP 503）。しばらくしてからもう一度お試しください');
    });
    it('a provider that never answers', () => {
      provider.behave({ kind: 'silent' });
      return refused(body({ embedding: openai('text-embedding-3-small') }), 'embedding.base_url', '1秒以内に応答がありませんでした。URLが正しいか、接続先が動いているかを確認してください');
    });
    it('another host without a new key: the stored key stays home, and the provider there refuses', async () => {
      await refused(body({ embedding: openai('text-embedding-3-small', `http://localhost:${provider.port}/v1`) }), 'embedding_api_key', WRONG_KEY);
      expect(provider.requests[0]?.headers.authorization).toBeUndefined();
    });
  });

  it.each([
    ['a base URL that is not http(s)', { embedding: { type: 'openai_compatible', base_url: 'ftp://x', model: 'm' } }, 'embedding.base_url', 'ベースURLは http:// または https:// で始まるURLを入力してください（例: https://api.openai.com/v1）'],
    ['credentials in the base URL', { embedding: { type: 'openai_compatible', base_url: 'https://u:p@api.example.com/v1', model: 'm' } }, 'embedding.base_url', 'ベースURLにユーザー名やパスワードを含めないでください'],
    ['an empty model', { embedding: { type: 'openai_compatible', base_url: 'https://api.openai.com/v1', model: ' ' } }, 'embedding.model', 'モデル名を入力してください'],
    ['an unknown type', { embedding: { type: 'anthropic', model: 'claude' } }, 'embedding.type', '埋め込みモデルを選んでください'],
    ['a key with a space inside', { embedding_api_key: 'sk-abc def' }, 'embedding_api_key', 'APIキーに空白や改行は入れられません'],
    ['an empty key', { embedding_api_key: '' }, 'embedding_api_key', 'APIキーを入力してください'],
  ])('refuses %s with the message the form shows, asking no provider', async (_label, change, field, message) => {
    expect(refusal(await owner.put('detail-ai-settings', { ...body(), ...change }))).toEqual({ status: 400, code: 'validation_error', fields: { [field]: message } });
    expect(provider.requests).toHaveLength(0);
  });

  it("keeps one owner's provider and key from another", async () => {
    expect(await read(other)).toMatchObject({ embedding: { type: 'builtin' }, embedding_api_key_status: 'unset' });
    // The other owner naming the same provider gets no key of the first one's.
    const response = await other.put('detail-ai-settings', body({ embedding: openai() }));
    expect(refusal(response)).toMatchObject({ status: 400, fields: { embedding_api_key: WRONG_KEY } });
    expect(provider.requests[0]?.headers.authorization).toBeUndefined();
    expect(await read()).toMatchObject({ embedding_api_key_status: 'set' });
  });

  it('keeps the provider and its key across a restart', async () => {
    const before = await read();
    await t.restart();
    expect(await read()).toEqual(before);
    expect((await embeddingProviderOf(t.app.database.db, t.app.secretBox, agentId()))?.apiKey).toBe(KEY);
  });

  it('deletes the key with null, measuring a keyless server (Ollama) without one', async () => {
    const response = await owner.put('detail-ai-settings', body({ embedding: openai('nomic-embed-text', keyless.baseUrl), embedding_api_key: null }));
    expect(response.json()).toMatchObject({ embedding: { base_url: keyless.baseUrl, dimensions: 12 }, embedding_api_key_status: 'unset' });
    expect(keyless.requests[0]?.headers.authorization).toBeUndefined();
    expect(await embeddingProviderOf(t.app.database.db, t.app.secretBox, agentId())).toEqual({
      baseUrl: keyless.baseUrl,
      model: 'nomic-embed-text',
      apiKey: null,
      dimensions: 12,
    });
  });

  it('goes back to the built-in model, keeping no key and no dimensions', async () => {
    await owner.put('detail-ai-settings', body({ embedding: openai(), embedding_api_key: KEY }));
    const response = await owner.put('detail-ai-settings', body({ embedding: { type: 'builtin' }, embedding_api_key: KEY }));
    expect(response.json()).toMatchObject({ embedding: { type: 'builtin' }, embedding_api_key_status: 'unset' });
    expect(await stored()).toEqual([{ document: '{"type": "builtin"}', sealed_secret: null }]);
    expect(await embeddingProviderOf(t.app.database.db, t.app.secretBox, agentId())).toBeNull();
  });

  it('says nothing of the LLM key when the embedding key changes, and the other way round', async () => {
    const llm = { type: 'openai_compatible', base_url: 'https://api.openai.com/v1', model: 'gpt-4o-mini' } as const;
    await owner.put('detail-ai-settings', body({ engine: llm, api_key: OTHER_KEY, embedding: openai(), embedding_api_key: KEY }));
    expect(await read()).toMatchObject({ api_key_status: 'set', embedding_api_key_status: 'set' });
    await owner.put('detail-ai-settings', body({ engine: llm, embedding_api_key: null }));
    expect(await read()).toMatchObject({ api_key_status: 'set', embedding_api_key_status: 'unset' });
    await owner.put('detail-ai-settings', body({ engine: llm, api_key: null, embedding_api_key: KEY }));
    expect(await read()).toMatchObject({ api_key_status: 'unset', embedding_api_key_status: 'set' });
    await owner.put('detail-ai-settings', body({ embedding: { type: 'builtin' } }));
  });
});

describe(`the embedding connection test (${testDatabase})`, () => {
  let provider: FakeEmbeddingsServer;
  let t: TestContext;
  let address = 0;

  beforeAll(async () => {
    provider = await startFakeEmbeddingsServer({ apiKey: KEY });
    t = await createTestContext({ allowPrivateNetworkTargets: true, outboundHttp: { timeoutMs: 1_000 } });
  });
  afterAll(async () => {
    for (const body of t.sentBodies()) expect(body).not.toContain(KEY);
    await t?.close();
    await provider.close();
  });
  beforeEach(() => {
    provider.requests.length = 0;
    provider.behave({ kind: 'embed' });
  });

  // The route allows a few tests a minute per address; each test here comes from its own.
  async function test(request: EmbeddingConnectionTestRequest, session?: Awaited<ReturnType<TestContext['ownerSession']>>): Promise<EmbeddingConnectionTestResponse> {
    address += 1;
    const as = session ?? (await t.ownerSession());
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/detail-ai-settings/embedding-connection-test',
      headers: as.headers,
      payload: request,
      remoteAddress: `10.19.${Math.floor(address / 250)}.${address % 250}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }
  const openai = (model = 'text-embedding-3-small', baseUrl = provider.baseUrl): EmbeddingConnectionTestRequest['embedding'] => ({
    type: 'openai_compatible',
    base_url: baseUrl,
    model,
  });

  it('needs no network for the built-in model', async () => {
    expect(await test({ embedding: { type: 'builtin' } })).toEqual({
      ok: true,
      message: '組み込みモデルはこのサーバーの中で動き、外部と通信しないため、接続テストは必要ありません',
    });
    expect(provider.requests).toHaveLength(0);
  });

  it('embeds a short Japanese text with the key on screen and reports the dimensions', async () => {
    expect(await test({ embedding: openai(), api_key: KEY })).toEqual({
      ok: true,
      message: '接続できました（モデル: text-embedding-3-small、ベクトルの次元数: 8）',
      dimensions: 8,
    });
    expect(provider.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(provider.requests[0]?.body.input).toEqual([EMBEDDING_PROBE_TEXT]);
  });

  it.each([
    ['a wrong key', () => ({ embedding: openai(), api_key: 'sk-wrong' }), WRONG_KEY],
    ['no key', () => ({ embedding: openai() }), WRONG_KEY],
    ['an unknown model', () => ({ embedding: openai('gpt-4o'), api_key: KEY }), /^モデルまたはURLが見つかりません/],
    ['a wrong path', () => ({ embedding: openai('text-embedding-3-small', `${provider.origin}/nothing`), api_key: KEY }), /^モデルまたはURLが見つかりません/],
  ])('explains %s in Japanese', async (_label, request, message) => {
    const answer = await test(request());
    expect(answer.ok).toBe(false);
    expect(answer.dimensions).toBeUndefined();
    if (typeof message === 'string') expect(answer.message).toBe(message);
    else expect(answer.message).toMatch(message);
  });

  it.each(['<html>hi</html>', '{"data":[{"index":0,"embedding":[0,0,0]}]}', '{"data":[{"embedding":[1,"x"]}]}', 'not json at all'])(
    'answers ok: false to garbage (%s), never an error',
    async (garbage) => {
      provider.behave({ kind: 'reply', status: 200, body: garbage });
      expect(await test({ embedding: openai(), api_key: KEY })).toMatchObject({ ok: false, message: expect.stringContaining('形式ではありません') });
    },
  );

  it('uses the stored key for the origin it was saved for, and never for another, nor for another owner', async () => {
    const session = await t.ownerSession();
    const save = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/detail-ai-settings',
      headers: session.headers,
      payload: { ...DETAIL_AI_SETTINGS_DEFAULTS, embedding: openai(), embedding_api_key: KEY },
    });
    expect(save.statusCode).toBe(200);
    provider.requests.length = 0;

    expect(await test({ embedding: openai() }, session)).toMatchObject({ ok: true, dimensions: 8 });
    expect(provider.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(await test({ embedding: openai('text-embedding-3-small', `http://localhost:${provider.port}/v1`) }, session)).toMatchObject({ ok: false });
    expect(provider.requests[1]?.headers.authorization).toBeUndefined();
    expect(await test({ embedding: openai() })).toMatchObject({ ok: false });
    expect(provider.requests[2]?.headers.authorization).toBeUndefined();
  });

  it('says so when the stored key no longer opens (ENCRYPTION_KEY changed)', async () => {
    const session = await t.ownerSession();
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/detail-ai-settings',
      headers: session.headers,
      payload: { ...DETAIL_AI_SETTINGS_DEFAULTS, embedding: openai(), embedding_api_key: KEY },
    });
    await t.app.database.db.execute(
      sql`update agent_settings set sealed_secret = 'v1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' where owner_id = ${session.owner.id} and kind = 'embedding'`,
    );
    provider.requests.length = 0;
    expect(await test({ embedding: openai() }, session)).toEqual({ ok: false, message: '保存されているAPIキーを読み取れませんでした。APIキーを入力し直してください' });
    expect(provider.requests).toHaveLength(0);
    // A save of another model needs the key and says the same at its field; a key typed again mends it.
    const save = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/v1/detail-ai-settings', headers: session.headers, payload });
    expect(refusal(await save({ ...DETAIL_AI_SETTINGS_DEFAULTS, embedding: openai('other') }))).toMatchObject({
      status: 400,
      fields: { embedding_api_key: '保存されているAPIキーを読み取れませんでした。APIキーを入力し直してください' },
    });
    expect((await save({ ...DETAIL_AI_SETTINGS_DEFAULTS, embedding: openai(), embedding_api_key: KEY })).statusCode).toBe(200);
    expect((await embeddingProviderOf(t.app.database.db, t.app.secretBox, session.owner.agentId))?.apiKey).toBe(KEY);
  });

  it('refuses a request without a provider with the form message', async () => {
    const session = await t.ownerSession();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/detail-ai-settings/embedding-connection-test',
      headers: session.headers,
      payload: { embedding: { type: 'gemini' } },
      remoteAddress: '10.18.0.1',
    });
    expect(refusal(response)).toEqual({ status: 400, code: 'validation_error', fields: { 'embedding.type': '埋め込みモデルを選んでください' } });
  });

  it('answers 401 without a sign-in, and allows a few tests a minute from one address', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/detail-ai-settings/embedding-connection-test', payload: { embedding: { type: 'builtin' } } });
    expect(anonymous.statusCode).toBe(401);
    const session = await t.ownerSession();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/detail-ai-settings/embedding-connection-test',
        headers: session.headers,
        payload: { embedding: { type: 'builtin' } },
        remoteAddress: '10.17.0.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe(`the embedding provider with private targets refused, the server's default (${testDatabase})`, () => {
  let provider: FakeEmbeddingsServer;
  let t: TestContext;
  beforeAll(async () => {
    provider = await startFakeEmbeddingsServer();
    t = await createTestContext({
      outboundHttp: {
        lookup: async (hostname) => {
          if (hostname === 'embeddings.internal.example') return [{ address: '10.1.2.3', family: 4 }];
          throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider.close();
  });

  const PRIVATE = (host: string) =>
    `「${host}」は社内ネットワークやこのサーバー自身を指すため、接続できません。インターネットに公開されているURLを指定してください（自社サーバーのOllamaなどに接続するには、管理者がALLOW_PRIVATE_NETWORK_TARGETSを有効にします）`;

  it('neither tests nor saves a provider on loopback or a private network, and says why', async () => {
    const session = await t.ownerSession();
    for (const [baseUrl, host] of [
      [provider.baseUrl, `127.0.0.1:${provider.port}`],
      ['http://embeddings.internal.example/v1', 'embeddings.internal.example'],
      ['http://169.254.169.254/v1', '169.254.169.254'],
    ] as const) {
      const embedding = { type: 'openai_compatible', base_url: baseUrl, model: 'text-embedding-3-small' } as const;
      const tested = await t.app.inject({ method: 'POST', url: '/api/v1/detail-ai-settings/embedding-connection-test', headers: session.headers, payload: { embedding } });
      expect(tested.json()).toEqual({ ok: false, message: PRIVATE(host) });
      const saved = await t.app.inject({ method: 'PUT', url: '/api/v1/detail-ai-settings', headers: session.headers, payload: { ...DETAIL_AI_SETTINGS_DEFAULTS, embedding } });
      expect(refusal(saved)).toEqual({ status: 400, code: 'validation_error', fields: { 'embedding.base_url': PRIVATE(host) } });
    }
    expect(provider.requests).toHaveLength(0);
  });
});
