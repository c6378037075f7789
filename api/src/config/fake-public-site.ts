import { type DialTarget, type HostLookup, systemLookup } from '../lib/safe-fetch';

/**
 * Web sites that end-to-end tests serve on this machine and present to the guarded clients (safe-fetch,
 * the LLM fetch) as public ones, so a knowledge page or a fake LLM can be reached while 127.0.0.1 and
 * every private address stay refused. Set only from the server's environment
 * (TEST_ONLY_FAKE_PUBLIC_SITE=host:port[,host:port…]), never by a request, and refused outright when
 * NODE_ENV is production.
 */
export interface FakePublicSite {
  host: string;
  port: number;
}

/**
 * What the fake names resolve to, the first site's first: public addresses the guard lets through;
 * only `dial` knows they are local. One address per site, so a connection names its site.
 */
const FAKE_ADDRESS_BASE = '93.184.215.';
const FAKE_ADDRESS_FIRST = 34;
const MAX_SITES = 16;
export const FAKE_PUBLIC_SITE_ADDRESS = `${FAKE_ADDRESS_BASE}${FAKE_ADDRESS_FIRST}`;

export function fakePublicSiteAddress(index: number): string {
  return `${FAKE_ADDRESS_BASE}${FAKE_ADDRESS_FIRST + index}`;
}

// A dotted name whose last label has a letter: never an address, whose class the guard already knows.
const HOST = /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*$/;

function readOne(value: string): FakePublicSite {
  const match = /^([^:]+):(\d{1,5})$/.exec(value);
  const host = match?.[1]?.toLowerCase() ?? '';
  const port = Number(match?.[2]);
  if (!match || !HOST.test(host) || !Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`TEST_ONLY_FAKE_PUBLIC_SITE must be host:port (a dotted name and a port), or several separated by commas, got "${value}"`);
  }
  return { host, port };
}

export function readFakePublicSites(raw: string | undefined, nodeEnv: string | undefined): FakePublicSite[] {
  const value = raw?.trim();
  if (!value) return [];
  if (nodeEnv === 'production') throw new Error('TEST_ONLY_FAKE_PUBLIC_SITE is for end-to-end tests and cannot be set when NODE_ENV=production');
  const sites = value.split(',').map((part) => readOne(part.trim()));
  if (sites.length > MAX_SITES) throw new Error(`TEST_ONLY_FAKE_PUBLIC_SITE names at most ${MAX_SITES} sites`);
  const hosts = new Set(sites.map((site) => site.host));
  if (hosts.size !== sites.length) throw new Error('TEST_ONLY_FAKE_PUBLIC_SITE names a host twice');
  return sites;
}

/**
 * The DNS and dial seams of the guarded clients for the fake sites: each name resolves to a public
 * address of its own, and a connection to that address on the site's port goes to 127.0.0.1 on the
 * same port. Every other name resolves as usual and is judged as usual; a fake address on another
 * port has no route.
 */
export function fakePublicSiteNetwork(sites: readonly FakePublicSite[], lookup: HostLookup = systemLookup) {
  const byHost = new Map(sites.map((site, index) => [site.host, fakePublicSiteAddress(index)]));
  const byAddress = new Map(sites.map((site, index) => [fakePublicSiteAddress(index), site]));
  return {
    lookup: (async (hostname) => {
      const address = byHost.get(hostname.toLowerCase());
      return address ? [{ address, family: 4 }] : lookup(hostname);
    }) satisfies HostLookup,
    dial: (checked: DialTarget): DialTarget => {
      const site = byAddress.get(checked.address);
      if (!site) return checked;
      if (checked.port !== site.port) throw new Error(`the fake public site ${site.host} listens on port ${site.port} only, not ${checked.port}`);
      return { address: '127.0.0.1', family: 4, port: site.port };
    },
  };
}
