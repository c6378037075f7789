import { type DialTarget, type HostLookup, systemLookup } from '../lib/safe-fetch';

/**
 * One web site that end-to-end tests serve on this machine and present to the guarded client as
 * a public one, so a knowledge page can be fetched while 127.0.0.1 and every private address stay
 * refused. Set only from the server's environment (TEST_ONLY_FAKE_PUBLIC_SITE=host:port), never
 * by a request, and refused outright when NODE_ENV is production.
 */
export interface FakePublicSite {
  host: string;
  port: number;
}

/** What the fake name resolves to: a public address the guard lets through; only `dial` knows it is local. */
export const FAKE_PUBLIC_SITE_ADDRESS = '93.184.215.34';

// A dotted name whose last label has a letter: never an address, whose class the guard already knows.
const HOST = /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*$/;

export function readFakePublicSite(raw: string | undefined, nodeEnv: string | undefined): FakePublicSite | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (nodeEnv === 'production') throw new Error('TEST_ONLY_FAKE_PUBLIC_SITE is for end-to-end tests and cannot be set when NODE_ENV=production');
  const match = /^([^:]+):(\d{1,5})$/.exec(value);
  const host = match?.[1]?.toLowerCase() ?? '';
  const port = Number(match?.[2]);
  if (!match || !HOST.test(host) || !Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`TEST_ONLY_FAKE_PUBLIC_SITE must be host:port (a dotted name and a port), got "${value}"`);
  }
  return { host, port };
}

/**
 * The DNS and dial seams of safe-fetch for the fake site: its name resolves to a public address,
 * and a connection to that address on its port goes to 127.0.0.1 on the same port. Every other
 * name resolves as usual and is judged as usual; the fake address on another port has no route.
 */
export function fakePublicSiteNetwork(site: FakePublicSite, lookup: HostLookup = systemLookup) {
  return {
    lookup: (async (hostname) =>
      hostname.toLowerCase() === site.host ? [{ address: FAKE_PUBLIC_SITE_ADDRESS, family: 4 }] : lookup(hostname)) satisfies HostLookup,
    dial: (checked: DialTarget): DialTarget => {
      if (checked.address !== FAKE_PUBLIC_SITE_ADDRESS) return checked;
      if (checked.port !== site.port) throw new Error(`the fake public site listens on port ${site.port} only, not ${checked.port}`);
      return { address: '127.0.0.1', family: 4, port: site.port };
    },
  };
}
