import { ownerClient } from '../chatsettings/owner-client';
import { createTestContext, type TestContext, testDatabase } from '../helper';
import { type FakeServer, startFakeServer } from '../fake-server';
import { type FakeWeb, startFakeWeb } from './fixtures/fake-web';
import { type KnowledgeClient, knowledgeClient } from './knowledge-client';

const refused = (host: string) =>
  `「${host}」は社内ネットワークやこのサーバー自身を指すため、読み込めません。インターネットに公開されているページのURLを指定してください`;

describe(`web pages are fetched only from public addresses (${testDatabase})`, () => {
  let t: TestContext;
  let web: FakeWeb;
  let internal: FakeServer;
  let k: KnowledgeClient;

  beforeAll(async () => {
    internal = await startFakeServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<p>社外秘：管理画面のパスワードは hunter2 です。</p>');
    });
    web = await startFakeWeb(
      (request, response) => {
        if (request.url === '/to-loopback') response.writeHead(302, { location: `http://127.0.0.1:${internal.port}/secret` });
        else if (request.url === '/to-loopback-name') response.writeHead(301, { location: `http://intranet.example.test:${internal.port}/secret` });
        else if (request.url === '/to-metadata') response.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' });
        else response.writeHead(200, { 'content-type': 'text/html' });
        response.end(request.url?.startsWith('/to-') ? '' : '<p>公開ページです。</p>');
      },
      { 'loopback.example.test': '127.0.0.1', 'intranet.example.test': '10.20.30.40', 'metadata.example.test': '169.254.169.254' },
    );
    t = await createTestContext(web.options);
    k = knowledgeClient(t, await t.ownerSession());
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([web?.server.close(), internal?.close()]);
  });

  const reasonFor = async (url: string) => {
    const item = await k.settled((await k.addUrl(url)).id);
    expect(item).toMatchObject({ status: 'error', passage_count: 0 });
    return item.error_reason;
  };

  it.each([
    ['loopback 127.0.0.1', () => `http://127.0.0.1:${internal.port}/secret`, () => `127.0.0.1:${internal.port}`],
    ['a private 10.x address', () => 'http://10.0.0.1/admin', () => '10.0.0.1'],
    ['the cloud metadata service', () => 'http://169.254.169.254/latest/meta-data/', () => '169.254.169.254'],
    ['IPv6 loopback', () => `http://[::1]:${internal.port}/`, () => `[::1]:${internal.port}`],
    ['a name that resolves to loopback', () => `http://loopback.example.test:${internal.port}/secret`, () => `loopback.example.test:${internal.port}`],
    ['a name that resolves to the metadata service', () => 'http://metadata.example.test/latest', () => 'metadata.example.test'],
    ['a public page that redirects to loopback', () => web.url('/to-loopback'), () => `127.0.0.1:${internal.port}`],
    ['a public page that redirects to a name resolving to a private address', () => web.url('/to-loopback-name'), () => `intranet.example.test:${internal.port}`],
    ['a public page that redirects to the metadata service', () => web.url('/to-metadata'), () => '169.254.169.254'],
  ])('refuses %s, and never connects to it', async (_label, url, host) => {
    expect(await reasonFor(url())).toBe(refused(host()));
    expect(internal.requests).toHaveLength(0);
  });

  it('still reads a public page', async () => {
    const item = await k.settled((await k.addUrl(web.url('/public'))).id);
    expect(item).toMatchObject({ status: 'ready', passage_count: 1 });
  });

  it.each([
    ['ftp://example.com/faq.txt', 'URLは http:// または https:// で始まるURLを入力してください（例: https://example.com/faq）'],
    ['file:///etc/passwd', 'URLは http:// または https:// で始まるURLを入力してください（例: https://example.com/faq）'],
    ['javascript:alert(1)', 'URLは http:// または https:// で始まるURLを入力してください（例: https://example.com/faq）'],
    ['https://user:pass@example.com/', 'URLにユーザー名やパスワードを含めないでください'],
  ])('refuses %s before storing anything', async (url, message) => {
    const response = await ownerClient(t, await t.ownerSession()).post('knowledge-items/url', { url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'validation_error', message: '入力内容に誤りがあります', fields: { url: message } });
  });
});
