import { isIP } from 'node:net';
import { type HostLookup, isAddressAllowed, systemLookup } from '../../lib/safe-fetch';

export interface GuardedFetchOptions {
  /** Loopback and private networks (a self-hosted Ollama or vLLM); link-local and metadata addresses never. */
  allowPrivateNetworkTargets: boolean;
  lookup?: HostLookup;
  fetchImpl?: typeof fetch;
}

/**
 * The fetch the LLM providers stream through: the owner's base URL is checked against the same
 * address policy as every other outbound request (app.safeFetch buffers whole bodies, so it cannot
 * carry a stream), then fetched as is. The check resolves the name once before the request, which
 * keeps configured addresses such as the cloud metadata service out of reach.
 */
export function createGuardedFetch(options: GuardedFetchOptions): typeof fetch {
  const lookup = options.lookup ?? systemLookup;
  const fetchImpl = options.fetchImpl ?? fetch;
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const addresses = isIP(host) ? [{ address: host }] : await lookup(host);
    if (addresses.length === 0 || addresses.some((a) => !isAddressAllowed(a.address, options.allowPrivateNetworkTargets))) {
      throw new TypeError(`the address of ${url.host} is not allowed for outbound requests`);
    }
    // A redirect would leave the checked address: providers answer directly.
    return fetchImpl(input, { ...init, redirect: 'error' });
  };
}
