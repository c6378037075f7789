import { FAKE_PUBLIC_SITE_ADDRESS, fakePublicSiteAddress, fakePublicSiteNetwork, readFakePublicSites } from '../../src/config/fake-public-site';
import { readServerEnv } from '../../src/config/server-env';
import { createSafeFetch, SafeFetchError } from '../../src/lib/safe-fetch';
import { type FakeServer, startFakeServer } from '../fake-server';

describe('TEST_ONLY_FAKE_PUBLIC_SITE', () => {
  it('is off unless the environment names a site, and never under NODE_ENV=production', () => {
    expect(readServerEnv({}).fakePublicSites).toEqual([]);
    expect(readServerEnv({ TEST_ONLY_FAKE_PUBLIC_SITE: 'kb.e2e.test:13020' }).fakePublicSites).toEqual([{ host: 'kb.e2e.test', port: 13020 }]);
    expect(() => readServerEnv({ TEST_ONLY_FAKE_PUBLIC_SITE: 'kb.e2e.test:13020', NODE_ENV: 'production' })).toThrow('cannot be set when NODE_ENV=production');
    expect(() => readServerEnv({ TEST_ONLY_FAKE_PUBLIC_SITE: 'kb.e2e.test:13020,llm.e2e.test:13040', NODE_ENV: 'production' })).toThrow('cannot be set when NODE_ENV=production');
  });

  it('takes several sites separated by commas', () => {
    expect(readFakePublicSites(' KB.e2e.test:13020 , llm.e2e.test:13040', 'test')).toEqual([
      { host: 'kb.e2e.test', port: 13020 },
      { host: 'llm.e2e.test', port: 13040 },
    ]);
    expect(() => readFakePublicSites('kb.e2e.test:13020,kb.e2e.test:13021', 'test')).toThrow('names a host twice');
    expect(() => readFakePublicSites('kb.e2e.test:13020,', 'test')).toThrow('TEST_ONLY_FAKE_PUBLIC_SITE must be host:port');
    expect(() => readFakePublicSites('kb.e2e.test:13020,127.0.0.1:13040', 'test')).toThrow('got "127.0.0.1:13040"');
  });

  it.each(['kb.e2e.test', 'localhost:13020', '127.0.0.1:13020', 'kb.e2e.test:0', 'kb.e2e.test:70000', 'http://kb.e2e.test:13020'])(
    'refuses %s, which is not a dotted host name and a port',
    (value) => {
      expect(() => readFakePublicSites(value, 'development')).toThrow('TEST_ONLY_FAKE_PUBLIC_SITE must be host:port');
    },
  );

  describe('through the guarded client', () => {
    let site: FakeServer;
    const lookups: string[] = [];
    beforeAll(async () => {
      site = await startFakeServer((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('テストのページです。');
      });
    });
    afterAll(() => site.close());

    const safeFetch = () =>
      createSafeFetch({
        allowPrivateNetworkTargets: false,
        timeoutMs: 3_000,
        ...fakePublicSiteNetwork([{ host: 'kb.e2e.test', port: site.port }], async (hostname) => {
          lookups.push(hostname);
          // What a real resolver answers for these names: this machine.
          return [{ address: '127.0.0.1', family: 4 }];
        }),
      });

    it('reaches the named site on its port, as a public address', async () => {
      const response = await safeFetch()(`http://KB.e2e.test:${site.port}/page`);
      expect(response.status).toBe(200);
      expect(response.text()).toBe('テストのページです。');
      expect(lookups).not.toContain('kb.e2e.test');
    });

    it('still refuses loopback by address and by a name that resolves to it', async () => {
      await expect(safeFetch()(`http://127.0.0.1:${site.port}/page`)).rejects.toMatchObject({ reason: 'private_address' });
      await expect(safeFetch()(`http://localhost:${site.port}/page`)).rejects.toMatchObject({ reason: 'private_address' });
      expect(lookups).toContain('localhost');
    });

    it('gives the fake address no route on any other port', async () => {
      const failure = await safeFetch()(`http://kb.e2e.test:${site.port + 1}/page`).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect(failure).not.toBeInstanceOf(SafeFetchError);
      const { dial, lookup } = fakePublicSiteNetwork([
        { host: 'kb.e2e.test', port: 13020 },
        { host: 'llm.e2e.test', port: 13040 },
      ]);
      expect(() => dial({ address: FAKE_PUBLIC_SITE_ADDRESS, family: 4, port: 14000 })).toThrow('port 13020 only');
      // Each site has an address of its own, so one site's name never reaches another site's port.
      expect(await lookup('llm.e2e.test')).toEqual([{ address: fakePublicSiteAddress(1), family: 4 }]);
      expect(() => dial({ address: fakePublicSiteAddress(1), family: 4, port: 13020 })).toThrow('llm.e2e.test listens on port 13040 only');
      expect(dial({ address: fakePublicSiteAddress(1), family: 4, port: 13040 })).toEqual({ address: '127.0.0.1', family: 4, port: 13040 });
      expect(dial({ address: '8.8.8.8', family: 4, port: 443 })).toEqual({ address: '8.8.8.8', family: 4, port: 443 });
    });
  });
});
