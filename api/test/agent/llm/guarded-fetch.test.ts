import { createServer as createTlsServer, type Server as TlsServer } from 'node:tls';
import type { AddressInfo } from 'node:net';
import { createGuardedFetch, OutboundAddressRefusedError } from '#src/domains/agent/llm/guarded-fetch';
import type { DialTarget, HostLookup } from '#src/lib/safe-fetch/index';
import { type FakeServer, startFakeServer } from '../../fake-server';

/** What the fetch failed with: undici's `TypeError: fetch failed` carries the reason as its cause. */
async function failureOf(promise: Promise<Response>): Promise<unknown> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof TypeError)) throw new Error(`expected fetch to fail, got ${String(error)}`);
  return error.cause;
}

function recordingLookup(answers: (host: string, call: number) => string[]) {
  const calls: string[] = [];
  const lookup: HostLookup = async (host) => {
    calls.push(host);
    return answers(host, calls.filter((h) => h === host).length).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { lookup, calls };
}

describe('the LLM fetch guard, against real sockets', () => {
  let site: FakeServer;
  let other: FakeServer;
  let release: () => void = () => undefined;

  beforeAll(async () => {
    site = await startFakeServer(async (request, response) => {
      if (request.url === '/redirect') {
        response.writeHead(302, { location: '/v1/models' });
        response.end();
        return;
      }
      if (request.url === '/stream') {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write('data: first\n\n');
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        response.end('data: second\n\n');
        return;
      }
      // A new connection for every request, so each one is checked again.
      response.writeHead(200, { 'content-type': 'application/json', connection: 'close' });
      response.end(JSON.stringify({ served_by: 'site' }));
    });
    other = await startFakeServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ served_by: 'other' }));
    });
  });
  afterAll(async () => {
    await site.close();
    await other.close();
  });

  it('refuses loopback by default, by address and by a name that resolves to it, before connecting', async () => {
    const { lookup } = recordingLookup(() => ['127.0.0.1']);
    const guarded = createGuardedFetch({ allowPrivateNetworkTargets: false, lookup });
    const before = site.requests.length;
    expect(await failureOf(guarded(`${site.origin}/v1/models`))).toBeInstanceOf(OutboundAddressRefusedError);
    expect(await failureOf(guarded(`http://ollama.internal:${site.port}/v1/models`))).toMatchObject({ host: 'ollama.internal', address: '127.0.0.1' });
    expect(site.requests.length).toBe(before);
  });

  it('reaches a private address when the server allows it, and streams the answer as it comes', async () => {
    const { lookup } = recordingLookup(() => ['127.0.0.1']);
    const guarded = createGuardedFetch({ allowPrivateNetworkTargets: true, lookup });
    expect(await (await guarded(`http://ollama.internal:${site.port}/v1/models`)).json()).toEqual({ served_by: 'site' });
    expect(site.requests.at(-1)?.headers.host).toBe(`ollama.internal:${site.port}`);

    const response = await guarded(`${site.origin}/stream`, { method: 'POST', body: '{"stream":true}' });
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    const first = await reader.read();
    // The server holds the rest until the first piece has been read: nothing waits for the whole body.
    expect(new TextDecoder().decode(first.value)).toBe('data: first\n\n');
    release();
    let rest = '';
    for (let piece = await reader.read(); !piece.done; piece = await reader.read()) rest += new TextDecoder().decode(piece.value);
    expect(rest).toBe('data: second\n\n');
    expect(site.requests.at(-1)?.body).toBe('{"stream":true}');
  });

  it('connects to the address it checked: a name that rebinds to 127.0.0.1 after the check never reaches loopback', async () => {
    // The name answers a public address once, then loopback. The public address is dialled to `site`
    // (the dial seam); loopback on the URL's port is `other`, which a second resolution would reach.
    const { lookup, calls } = recordingLookup((_host, call) => (call === 1 ? ['203.0.114.7'] : ['127.0.0.1']));
    const dialled: DialTarget[] = [];
    const dial = (checked: DialTarget): DialTarget => {
      dialled.push(checked);
      return checked.address === '203.0.114.7' ? { address: '127.0.0.1', family: 4, port: site.port } : checked;
    };
    const guarded = createGuardedFetch({ allowPrivateNetworkTargets: false, lookup, dial });
    const otherBefore = other.requests.length;

    const response = await guarded(`http://rebind.example:${other.port}/v1/models`);
    expect(await response.json()).toEqual({ served_by: 'site' });
    expect(calls).toEqual(['rebind.example']);
    expect(dialled).toEqual([{ address: '203.0.114.7', family: 4, port: other.port }]);

    // The site closed that connection: the next request resolves again, gets loopback, and is refused.
    expect(await failureOf(guarded(`http://rebind.example:${other.port}/v1/models`))).toMatchObject({ address: '127.0.0.1' });
    expect(calls).toEqual(['rebind.example', 'rebind.example']);
    expect(dialled).toHaveLength(1);
    expect(other.requests.length).toBe(otherBefore);
  });

  it('refuses a name with a public and a private answer', async () => {
    const { lookup } = recordingLookup(() => ['203.0.114.7', '10.0.0.5']);
    const guarded = createGuardedFetch({ allowPrivateNetworkTargets: false, lookup });
    expect(await failureOf(guarded('http://mixed.example/v1/models'))).toMatchObject({ address: '10.0.0.5' });
  });

  it('never reaches the metadata service or link-local addresses, even when private networks are allowed', async () => {
    const { lookup } = recordingLookup((host) => (host === 'metadata.evil' ? ['169.254.169.254'] : []));
    const dial = jest.fn((checked: DialTarget) => checked);
    const guarded = createGuardedFetch({ allowPrivateNetworkTargets: true, lookup, dial, connectTimeoutMs: 500 });
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://metadata.evil/latest/meta-data/',
      'http://[::ffff:169.254.169.254]/latest/meta-data/',
      'http://[fd00:ec2::254]/latest/meta-data/',
      'http://[fe80::1]/v1',
    ]) {
      expect(await failureOf(guarded(url))).toBeInstanceOf(OutboundAddressRefusedError);
    }
    expect(await failureOf(guarded('http://nowhere.example/v1'))).toMatchObject({ host: 'nowhere.example', address: null });
    expect(dial).not.toHaveBeenCalled();
  });

  it('does not follow redirects', async () => {
    const guarded = createGuardedFetch({ allowPrivateNetworkTargets: true });
    const before = site.requests.length;
    await expect(guarded(`${site.origin}/redirect`)).rejects.toThrow(TypeError);
    expect(site.requests.slice(before).map((r) => r.url)).toEqual(['/redirect']);
  });

  describe('over TLS', () => {
    let tls: TlsServer;
    const names: string[] = [];
    beforeAll(async () => {
      // No certificate at all: the handshake only has to show which name the client asked for.
      tls = createTlsServer({
        SNICallback: (servername, callback) => {
          names.push(servername);
          callback(new Error('no certificate here'));
        },
      });
      await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise<void>((resolve) => tls.close(() => resolve())));

    it('sends the URL’s host name for the certificate check, not the address it dialled', async () => {
      const { port } = tls.address() as AddressInfo;
      const { lookup } = recordingLookup(() => ['203.0.114.7']);
      const dial = (checked: DialTarget): DialTarget => ({ address: '127.0.0.1', family: 4, port: checked.port });
      const guarded = createGuardedFetch({ allowPrivateNetworkTargets: false, lookup, dial });
      await expect(guarded(`https://llm.example.com:${port}/v1/models`)).rejects.toThrow(TypeError);
      expect(names).toEqual(['llm.example.com']);
    });
  });
});
