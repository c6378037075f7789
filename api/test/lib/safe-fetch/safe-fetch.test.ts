import { gzipSync } from 'node:zlib';
import { createSafeFetch, type HostLookup, type SafeFetch, SafeFetchError, type SafeFetchFailure } from '#src/lib/safe-fetch/index';
import { type FakeServer, startFakeServer } from '../../fake-server';

// Fake public names for the redirect tests: the guard judges the public address the lookup answers,
// and `dial` then routes that address to the fake server on loopback.
const PUBLIC_A = '93.184.215.14';
const PUBLIC_B = '93.184.215.15';

async function failure(promise: Promise<unknown>): Promise<SafeFetchError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SafeFetchError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

async function reason(promise: Promise<unknown>): Promise<SafeFetchFailure> {
  return (await failure(promise)).reason;
}

describe('safeFetch with private targets refused (the default)', () => {
  let server: FakeServer;
  let safeFetch: SafeFetch;
  beforeAll(async () => {
    server = await startFakeServer((_request, response) => {
      response.end('secret internal page');
    });
    safeFetch = createSafeFetch({ allowPrivateNetworkTargets: false });
  });
  afterAll(() => server.close());

  it.each([
    ['loopback', () => `http://127.0.0.1:${server.port}/`],
    ['another loopback address', () => `http://127.1.2.3:${server.port}/`],
    ['loopback written as one number', () => `http://2130706433:${server.port}/`],
    ['loopback in hex', () => `http://0x7f.0.0.1:${server.port}/`],
    ['IPv6 loopback', () => `http://[::1]:${server.port}/`],
    ['IPv4-mapped IPv6 loopback', () => `http://[::ffff:127.0.0.1]:${server.port}/`],
    ['a name that resolves to loopback', () => `http://localhost:${server.port}/`],
    ['10.x', () => 'http://10.0.0.1/'],
    ['172.16.x', () => 'http://172.16.5.4/'],
    ['192.168.x', () => 'http://192.168.1.1/'],
    ['CGNAT', () => 'http://100.64.0.1/'],
    ['the cloud metadata service', () => 'http://169.254.169.254/latest/meta-data/'],
    ['IPv4-mapped metadata', () => 'http://[::ffff:169.254.169.254]/'],
    ['unique-local IPv6', () => 'http://[fd00::1]/'],
    ['link-local IPv6', () => 'http://[fe80::1]/'],
    ['0.0.0.0', () => `http://0.0.0.0:${server.port}/`],
  ])('refuses %s before connecting', async (_label, url) => {
    expect(await reason(safeFetch(url()))).toBe('private_address');
    expect(server.requests).toHaveLength(0);
  });

  it('refuses schemes other than http(s) and URLs with credentials', async () => {
    expect(await reason(safeFetch('file:///etc/passwd'))).toBe('unsupported_protocol');
    expect(await reason(safeFetch('ftp://example.com/'))).toBe('unsupported_protocol');
    expect(await reason(safeFetch('http://user:pw@example.com/'))).toBe('invalid_url');
    expect(await reason(safeFetch('not a url'))).toBe('invalid_url');
  });

  it('refuses a name when any of its addresses is private', async () => {
    const lookup: HostLookup = async () => [
      { address: PUBLIC_A, family: 4 },
      { address: '10.0.0.7', family: 4 },
    ];
    const guarded = createSafeFetch({ allowPrivateNetworkTargets: false, lookup });
    const error = await failure(guarded('http://mixed.example.test/'));
    expect(error.reason).toBe('private_address');
    expect(error.host).toBe('mixed.example.test');
  });

  it('says when a name does not resolve', async () => {
    const lookup: HostLookup = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    const error = await failure(createSafeFetch({ allowPrivateNetworkTargets: false, lookup })('https://no-such-host.example.test/v1'));
    expect(error.reason).toBe('dns_failed');
    expect(error.host).toBe('no-such-host.example.test');
  });
});

describe('safeFetch through redirects, with private targets refused', () => {
  let publicA: FakeServer;
  let publicB: FakeServer;
  let internal: FakeServer;
  let safeFetch: SafeFetch;

  beforeAll(async () => {
    internal = await startFakeServer((_request, response) => {
      response.end('internal');
    });
    publicB = await startFakeServer((_request, response) => {
      response.end('landed on B');
    });
    publicA = await startFakeServer((request, response) => {
      const to: Record<string, string> = {
        '/to-internal-ip': `http://127.0.0.1:${internal.port}/admin`,
        '/to-internal-name': `http://intranet.example.test:${internal.port}/admin`,
        '/to-metadata': 'http://169.254.169.254/latest/meta-data/',
        '/to-b': `http://public-b.example.test:${publicB.port}/page`,
        '/post-to-b': `http://public-b.example.test:${publicB.port}/form`,
        '/same-origin': '/final',
        '/loop': '/loop',
        '/to-file': 'file:///etc/passwd',
      };
      const location = to[request.url];
      if (location) {
        response.writeHead(request.url === '/post-to-b' ? 303 : 302, { location });
        response.end();
        return;
      }
      response.end(`A says ${request.url}`);
    });
    const names: Record<string, string> = {
      'public-a.example.test': PUBLIC_A,
      'public-b.example.test': PUBLIC_B,
      'intranet.example.test': '10.1.2.3',
    };
    const ports: Record<string, number> = { [PUBLIC_A]: publicA.port, [PUBLIC_B]: publicB.port };
    safeFetch = createSafeFetch({
      allowPrivateNetworkTargets: false,
      lookup: async (hostname) => {
        const address = names[hostname];
        if (!address) throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
        return [{ address, family: 4 }];
      },
      dial: (checked) => {
        const port = ports[checked.address];
        if (port === undefined) throw new Error(`the test network has no route to ${checked.address}`);
        return { address: '127.0.0.1', family: 4, port };
      },
    });
  });
  afterAll(async () => {
    await Promise.all([publicA.close(), publicB.close(), internal.close()]);
  });
  beforeEach(() => {
    for (const server of [publicA, publicB, internal]) server.requests.length = 0;
  });

  const a = (path: string) => `http://public-a.example.test:${publicA.port}${path}`;

  it('fetches a public page', async () => {
    const response = await safeFetch(a('/hello'));
    expect(response.status).toBe(200);
    expect(response.text()).toBe('A says /hello');
    expect(publicA.requests[0]?.headers.host).toBe(`public-a.example.test:${publicA.port}`);
  });

  it('refuses a redirect to a private address, and never reaches it', async () => {
    const error = await failure(safeFetch(a('/to-internal-ip')));
    expect(error.reason).toBe('private_address');
    expect(error.url).toBe(`http://127.0.0.1:${internal.port}/admin`);
    expect(publicA.requests).toHaveLength(1);
    expect(internal.requests).toHaveLength(0);
  });

  it('refuses a redirect to a name that resolves to a private address', async () => {
    expect(await reason(safeFetch(a('/to-internal-name')))).toBe('private_address');
    expect(internal.requests).toHaveLength(0);
  });

  it('refuses a redirect to the metadata service', async () => {
    expect(await reason(safeFetch(a('/to-metadata')))).toBe('private_address');
  });

  it('refuses a redirect to another scheme', async () => {
    expect(await reason(safeFetch(a('/to-file')))).toBe('unsupported_protocol');
  });

  it('follows a redirect between public hosts, and drops credentials at the new origin', async () => {
    const response = await safeFetch(a('/to-b'), { headers: { Authorization: 'Bearer sk-test', 'X-Api-Key': 'k', Accept: 'text/plain' } });
    expect(response.text()).toBe('landed on B');
    expect(response.url).toBe(`http://public-b.example.test:${publicB.port}/page`);
    expect(response.redirects).toBe(1);
    expect(publicA.requests[0]?.headers.authorization).toBe('Bearer sk-test');
    const landed = publicB.requests[0];
    expect(landed?.headers.authorization).toBeUndefined();
    expect(landed?.headers['x-api-key']).toBeUndefined();
    expect(landed?.headers.accept).toBe('text/plain');
    expect(landed?.headers.host).toBe(`public-b.example.test:${publicB.port}`);
  });

  it('keeps credentials within one origin', async () => {
    const response = await safeFetch(a('/same-origin'), { headers: { authorization: 'Bearer sk-test' } });
    expect(response.text()).toBe('A says /final');
    expect(publicA.requests[1]?.headers.authorization).toBe('Bearer sk-test');
  });

  it('turns a POST into a GET after 303', async () => {
    await safeFetch(a('/post-to-b'), { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } });
    expect(publicA.requests[0]?.method).toBe('POST');
    expect(publicB.requests[0]?.method).toBe('GET');
    expect(publicB.requests[0]?.body).toBe('');
    expect(publicB.requests[0]?.headers['content-type']).toBeUndefined();
  });

  it('gives up after five redirects', async () => {
    expect(await reason(safeFetch(a('/loop')))).toBe('too_many_redirects');
    expect(publicA.requests).toHaveLength(6);
  });
});

describe('safeFetch with private targets allowed (self-hosted providers, tests)', () => {
  let server: FakeServer;
  beforeAll(async () => {
    server = await startFakeServer((request, response) => {
      if (request.url === '/slow') return; // never answers
      if (request.url === '/big') {
        response.end('x'.repeat(2_000));
        return;
      }
      if (request.url === '/bomb') {
        response.writeHead(200, { 'content-encoding': 'gzip' });
        response.end(gzipSync(Buffer.alloc(1_000_000)));
        return;
      }
      if (request.url === '/gzip') {
        response.writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'application/json' });
        response.end(gzipSync(JSON.stringify({ hello: 'こんにちは' })));
        return;
      }
      response.end(`${request.method} ${request.url} ${request.body}`);
    });
  });
  afterAll(() => server.close());

  it('reaches loopback', async () => {
    const safeFetch = createSafeFetch({ allowPrivateNetworkTargets: true });
    const response = await safeFetch(`${server.origin}/models`, { method: 'POST', body: 'ping' });
    expect(response.status).toBe(200);
    expect(response.text()).toBe('POST /models ping');
  });

  it('still refuses the metadata service', async () => {
    expect(await reason(createSafeFetch({ allowPrivateNetworkTargets: true })('http://169.254.169.254/'))).toBe('private_address');
  });

  it('decompresses, and reads JSON', async () => {
    const response = await createSafeFetch({ allowPrivateNetworkTargets: true })(`${server.origin}/gzip`);
    expect(response.json()).toEqual({ hello: 'こんにちは' });
  });

  it('stops at its time limit', async () => {
    const started = Date.now();
    expect(await reason(createSafeFetch({ allowPrivateNetworkTargets: true, timeoutMs: 200 })(`${server.origin}/slow`))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("stops when the caller's signal aborts, with the signal's reason rather than a time-out", async () => {
    const safeFetch = createSafeFetch({ allowPrivateNetworkTargets: true, timeoutMs: 10_000 });
    const caller = new AbortController();
    const started = Date.now();
    const pending = safeFetch(`${server.origin}/slow`, { signal: caller.signal });
    setTimeout(() => caller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(Date.now() - started).toBeLessThan(5_000);
    // Already aborted: nothing is sent at all.
    const before = server.requests.length;
    await expect(safeFetch(`${server.origin}/small`, { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.requests).toHaveLength(before);
    // A signal that never fires changes nothing.
    expect((await safeFetch(`${server.origin}/small`, { signal: new AbortController().signal })).status).toBe(200);
  });

  it('stops at its size limit, counted after decompression', async () => {
    const safeFetch = createSafeFetch({ allowPrivateNetworkTargets: true, maxResponseBytes: 1_000 });
    expect(await reason(safeFetch(`${server.origin}/big`))).toBe('too_large');
    expect(await reason(safeFetch(`${server.origin}/bomb`))).toBe('too_large');
    expect((await safeFetch(`${server.origin}/small`)).status).toBe(200);
  });

  it('moves on to the next checked address when one refuses the connection (localhost as ::1 and 127.0.0.1)', async () => {
    const safeFetch = createSafeFetch({
      allowPrivateNetworkTargets: true,
      lookup: async () => [
        { address: '127.0.0.2', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ],
    });
    const response = await safeFetch(`http://dual.example.test:${server.port}/dual`);
    expect(response.text()).toBe('GET /dual ');
  });

  it('says when nothing listens on the port', async () => {
    const closed = await startFakeServer(() => undefined);
    await closed.close();
    expect(await reason(createSafeFetch({ allowPrivateNetworkTargets: true })(`${closed.origin}/`))).toBe('connection_failed');
  });
});
