import { sql } from 'drizzle-orm';
import type { ConnectionTestRequest, DetailAiSettingsRequest } from 'shared-contracts';
import { DETAIL_AI_SETTINGS_DEFAULTS } from 'shared-contracts';
import { type FakeServer, sendJson, startFakeServer } from '../fake-server';
import { createTestContext, type OwnerSession, type TestContext, testDatabase } from '../helper';

const GOOD_KEY = 'sk-good-key-0123456789';
const ANTHROPIC_KEY = 'sk-ant-good-key-0123456789';

/** An OpenAI-compatible provider, an Ollama-like one and Anthropic, all on one loopback server. */
function fakeProviders(): Promise<FakeServer> {
  return startFakeServer((request, response) => {
    const path = request.url;
    if (path === '/v1/models') {
      if (request.headers.authorization !== `Bearer ${GOOD_KEY}`) {
        sendJson(response, 401, { error: { message: 'Incorrect API key provided: sk-wro****' } });
        return;
      }
      sendJson(response, 200, { object: 'list', data: [{ id: 'gpt-4o-mini' }, { id: 'gpt-4o' }] });
      return;
    }
    if (path === '/ollama/v1/models') return sendJson(response, 200, { data: [{ id: 'llama3.2' }] });
    if (path === '/broken/v1/models') return sendJson(response, 500, { error: 'boom' });
    if (path === '/busy/v1/models') return sendJson(response, 429, { error: 'slow down' });
    if (path === '/forbidden/v1/models') return sendJson(response, 403, { error: 'no' });
    if (path === '/html/v1/models') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>welcome</html>');
      return;
    }
    if (path === '/slow/v1/models') return; // never answers
    if (path === '/anthropic/v1/messages' && request.method === 'POST') {
      if (request.headers['x-api-key'] !== ANTHROPIC_KEY) return sendJson(response, 401, { type: 'error', error: { type: 'authentication_error' } });
      const body = JSON.parse(request.body) as { model: string; max_tokens: number };
      if (body.model !== 'claude-3-5-haiku-latest') return sendJson(response, 404, { type: 'error', error: { type: 'not_found_error' } });
      return sendJson(response, 200, { type: 'message', content: [{ type: 'text', text: 'p' }] });
    }
    sendJson(response, 404, { error: 'not found' });
  });
}

/** The connection test as `as` asks it; `remoteAddress` (the route allows a few a minute per address) or inject's own. */
function postConnectionTest(t: TestContext, as: OwnerSession, payload: object, remoteAddress?: string) {
  return t.app.inject({ method: 'POST', url: '/api/v1/detail-ai-settings/connection-test', headers: as.headers, payload, ...(remoteAddress ? { remoteAddress } : {}) });
}

describe(`the connection test (${testDatabase})`, () => {
  let providers: FakeServer;
  let t: TestContext;
  let session: OwnerSession;
  let address = 0;

  beforeAll(async () => {
    providers = await fakeProviders();
    t = await createTestContext({
      allowPrivateNetworkTargets: true,
      anthropicBaseUrl: `${providers.origin}/anthropic`,
      outboundHttp: { timeoutMs: 500 },
    });
    session = await t.ownerSession();
  });
  afterAll(async () => {
    for (const body of t.sentBodies()) {
      expect(body).not.toContain(GOOD_KEY);
      expect(body).not.toContain(ANTHROPIC_KEY);
    }
    await t?.close();
    await providers.close();
  });
  beforeEach(() => {
    providers.requests.length = 0;
  });

  // The route allows a few tests a minute per address; each test here comes from its own.
  const test = async (body: ConnectionTestRequest, as: OwnerSession = session) => {
    address += 1;
    const response = await postConnectionTest(t, as, body, `10.9.${Math.floor(address / 250)}.${address % 250}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ ok: boolean; message: string }>();
  };
  const openai = (path: string, model = 'gpt-4o-mini'): ConnectionTestRequest['engine'] => ({
    type: 'openai_compatible',
    base_url: `${providers.origin}${path}`,
    model,
  });
  const save = (as: OwnerSession, body: DetailAiSettingsRequest) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/detail-ai-settings', headers: as.headers, payload: body });

  it('needs no network for the built-in responder', async () => {
    expect(await test({ engine: { type: 'builtin' } })).toEqual({
      ok: true,
      message: '内蔵のナレッジ応答は外部と通信しないため、接続テストは必要ありません',
    });
    expect(providers.requests).toHaveLength(0);
  });

  it('succeeds against an OpenAI-compatible server with the key on screen, asking for its models', async () => {
    expect(await test({ engine: openai('/v1'), api_key: GOOD_KEY })).toEqual({ ok: true, message: '接続できました（モデル: gpt-4o-mini）' });
    expect(providers.requests).toEqual([expect.objectContaining({ method: 'GET', url: '/v1/models' })]);
    expect(providers.requests[0]?.headers.authorization).toBe(`Bearer ${GOOD_KEY}`);
  });

  it('reaches a keyless server such as Ollama without an Authorization header', async () => {
    expect(await test({ engine: openai('/ollama/v1/', 'llama3.2') })).toEqual({ ok: true, message: '接続できました（モデル: llama3.2）' });
    expect(providers.requests[0]?.url).toBe('/ollama/v1/models');
    expect(providers.requests[0]?.headers.authorization).toBeUndefined();
  });

  it.each([
    ['a wrong key (401)', () => ({ engine: openai('/v1'), api_key: 'sk-wrong' }), 'APIキーが正しくありません。キーを確認して入力し直してください'],
    ['a refused key (403)', () => ({ engine: openai('/forbidden/v1'), api_key: 'sk-x' }), 'APIキーが正しくありません。キーを確認して入力し直してください'],
    ['a wrong URL (404)', () => ({ engine: openai('/nothing/here'), api_key: GOOD_KEY }), 'モデルまたはURLが見つかりません。ベースURLとモデル名を確認してください'],
    ['a model the server does not list', () => ({ engine: openai('/v1', 'gpt-9'), api_key: GOOD_KEY }), '接続できましたが、モデル「gpt-9」が見つかりません。モデル名を確認してください'],
    ['a server error (500)', () => ({ engine: openai('/broken/v1'), api_key: GOOD_KEY }), '接続先がエラーを返しました（HTTP 500）。しばらくしてからもう一度お試しください'],
    ['a rate limit (429)', () => ({ engine: openai('/busy/v1'), api_key: GOOD_KEY }), 'リクエストが多すぎるか、利用枠を超えています（HTTP 429）。プロバイダーの管理画面で利用状況を確認してください'],
    ['a web page instead of an API', () => ({ engine: openai('/html/v1'), api_key: GOOD_KEY }), '接続できましたが、応答がこのAPIの形式ではありません。ベースURL（例: https://api.openai.com/v1）を確認してください'],
    ['a server that never answers', () => ({ engine: openai('/slow/v1'), api_key: GOOD_KEY }), '1秒以内に応答がありませんでした。URLが正しいか、接続先が動いているかを確認してください'],
  ])('explains %s in Japanese', async (_label, body, message) => {
    expect(await test(body())).toEqual({ ok: false, message });
  });

  it('says when nothing listens at the URL', async () => {
    const gone = await startFakeServer(() => undefined);
    await gone.close();
    expect(await test({ engine: { type: 'openai_compatible', base_url: `${gone.origin}/v1`, model: 'm' }, api_key: GOOD_KEY })).toEqual({
      ok: false,
      message: `「127.0.0.1:${gone.port}」に接続できませんでした。URLとポート番号、接続先が動いているかを確認してください`,
    });
  });

  it('uses the stored key for the provider it was saved for, and never for another origin', async () => {
    const owner = await t.ownerSession();
    const engine = openai('/v1');
    expect((await save(owner, { ...DETAIL_AI_SETTINGS_DEFAULTS, engine, api_key: GOOD_KEY })).statusCode).toBe(200);

    expect(await test({ engine }, owner)).toEqual({ ok: true, message: '接続できました（モデル: gpt-4o-mini）' });
    expect(providers.requests[0]?.headers.authorization).toBe(`Bearer ${GOOD_KEY}`);

    // The same server under another name is another origin: the stored key stays home.
    const elsewhere = { ...engine, base_url: `http://localhost:${providers.port}/v1` };
    expect(await test({ engine: elsewhere }, owner)).toMatchObject({ ok: false, message: 'APIキーが正しくありません。キーを確認して入力し直してください' });
    expect(providers.requests[1]?.headers.authorization).toBeUndefined();

    // Another owner testing the same provider never gets this owner's key.
    expect(await test({ engine })).toMatchObject({ ok: false });
    expect(providers.requests[2]?.headers.authorization).toBeUndefined();
  });

  it('says so when the stored key no longer opens (ENCRYPTION_KEY changed)', async () => {
    const owner = await t.ownerSession();
    await save(owner, { ...DETAIL_AI_SETTINGS_DEFAULTS, engine: openai('/v1'), api_key: GOOD_KEY });
    await t.app.database.db.execute(sql`update agent_settings set sealed_secret = 'v1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' where owner_id = ${owner.owner.id}`);
    expect(await test({ engine: openai('/v1') }, owner)).toEqual({
      ok: false,
      message: '保存されているAPIキーを読み取れませんでした。APIキーを入力し直してください',
    });
    expect(providers.requests).toHaveLength(0);
  });

  describe('Anthropic', () => {
    const engine = { type: 'anthropic' as const, model: 'claude-3-5-haiku-latest' };

    it('sends one minimal message with the key and the API version', async () => {
      expect(await test({ engine, api_key: ANTHROPIC_KEY })).toEqual({ ok: true, message: '接続できました（モデル: claude-3-5-haiku-latest）' });
      const [call] = providers.requests;
      expect(call?.url).toBe('/anthropic/v1/messages');
      expect(call?.headers['x-api-key']).toBe(ANTHROPIC_KEY);
      expect(call?.headers['anthropic-version']).toBe('2023-06-01');
      expect(JSON.parse(call?.body ?? '{}')).toEqual({ model: engine.model, max_tokens: 1, messages: [{ role: 'user', content: 'ping' }] });
    });

    it('explains a wrong key, an unknown model and a missing key', async () => {
      expect(await test({ engine, api_key: 'sk-ant-wrong' })).toEqual({ ok: false, message: 'APIキーが正しくありません。キーを確認して入力し直してください' });
      expect(await test({ engine: { ...engine, model: 'claude-0' }, api_key: ANTHROPIC_KEY })).toEqual({
        ok: false,
        message: 'モデルまたはURLが見つかりません。ベースURLとモデル名を確認してください',
      });
      expect(await test({ engine })).toEqual({ ok: false, message: 'APIキーが未設定です。APIキーを入力してください' });
    });

    it('uses the stored Anthropic key', async () => {
      const owner = await t.ownerSession();
      await save(owner, { ...DETAIL_AI_SETTINGS_DEFAULTS, engine, api_key: ANTHROPIC_KEY });
      expect(await test({ engine }, owner)).toMatchObject({ ok: true });
    });
  });

  it('refuses a request without an engine with the form message', async () => {
    const response = await postConnectionTest(t, session, { engine: { type: 'gemini' } }, '10.8.0.1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { 'engine.type': '回答エンジンを選んでください' } });
  });

  it('allows a few tests a minute from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await postConnectionTest(t, session, { engine: { type: 'builtin' } }, '10.7.0.1');
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe(`the connection test with private targets refused (${testDatabase})`, () => {
  let providers: FakeServer;
  let t: TestContext;
  beforeAll(async () => {
    providers = await fakeProviders();
    t = await createTestContext({
      outboundHttp: {
        lookup: async (hostname) => {
          if (hostname === 'llm.internal.example') return [{ address: '192.168.10.20', family: 4 }];
          throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
        },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await providers.close();
  });

  const test = async (baseUrl: string) => {
    const session = await t.ownerSession();
    const response = await postConnectionTest(t, session, { engine: { type: 'openai_compatible', base_url: baseUrl, model: 'm' }, api_key: GOOD_KEY });
    return response.json<{ ok: boolean; message: string }>();
  };
  const PRIVATE = (host: string) =>
    `「${host}」は社内ネットワークやこのサーバー自身を指すため、接続できません。インターネットに公開されているURLを指定してください（自社サーバーのOllamaなどに接続するには、管理者がALLOW_PRIVATE_NETWORK_TARGETSを有効にします）`;

  it('does not reach a server on loopback, and says why', async () => {
    expect(await test(`${providers.origin}/v1`)).toEqual({ ok: false, message: PRIVATE(`127.0.0.1:${providers.port}`) });
    expect(await test('http://[::1]/v1')).toEqual({ ok: false, message: PRIVATE('[::1]') });
    expect(await test('http://169.254.169.254/latest')).toEqual({ ok: false, message: PRIVATE('169.254.169.254') });
    expect(await test('https://llm.internal.example/v1')).toEqual({ ok: false, message: PRIVATE('llm.internal.example') });
    expect(providers.requests).toHaveLength(0);
  });

  it('says when the host name does not resolve', async () => {
    expect(await test('https://no-such-llm.example/v1')).toEqual({
      ok: false,
      message: '「no-such-llm.example」が見つかりませんでした（名前を解決できません）。URLのつづりを確認してください',
    });
  });
});
