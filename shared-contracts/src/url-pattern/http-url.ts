import { normalisePercentEncoding } from './normalise-percent-encoding';

// A host must follow the slashes at once: the URL parser would read `https:///a` as host `a`
// (the same rule as shared-contracts' httpUrlSchema).
const HTTP_SCHEME_AND_HOST = /^https?:\/\/[^/\\?#]/i;

/** The parts of an http(s) URL that patterns are compared with, each in one canonical spelling. */
export interface HttpUrlParts {
  readonly protocol: 'http:' | 'https:';
  /** Lower case, IDNs in punycode, no trailing dot. */
  readonly host: string;
  /** Empty for the scheme's default port. */
  readonly port: string;
  readonly path: string;
  /** Without the `?`; empty when there is none. The fragment is never compared. */
  readonly query: string;
}

/** The comparable parts of `input`, or null unless it is an absolute http(s) URL with a host. */
export function parseHttpUrl(input: string | URL): HttpUrlParts | null {
  let url: URL;
  if (typeof input === 'string') {
    const written = input.trim();
    if (!HTTP_SCHEME_AND_HOST.test(written)) return null;
    try {
      url = new URL(written);
    } catch {
      return null;
    }
  } else {
    url = input;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
  return {
    protocol: url.protocol,
    host: url.hostname.replace(/\.$/, ''),
    port: url.port,
    path: normalisePercentEncoding(url.pathname),
    query: normalisePercentEncoding(url.search.slice(1)),
  };
}
