import { isIP } from 'node:net';
import { Agent, buildConnector, fetch as undiciFetch, type RequestInit as UndiciRequestInit } from 'undici';
import { type DialTarget, type HostLookup, isAddressAllowed, type ResolvedAddress, systemLookup } from '#src/lib/safe-fetch/index';

export interface GuardedFetchOptions {
  /** Loopback and private networks (a self-hosted Ollama or vLLM); link-local and metadata addresses never. */
  allowPrivateNetworkTargets: boolean;
  lookup?: HostLookup;
  /** Tests and e2e only, as in safe-fetch: where to really connect for an address that passed the check. */
  dial?: (checked: DialTarget) => DialTarget;
  /** For the TCP connection and TLS handshake to one address. */
  connectTimeoutMs?: number;
}

/** The owner's LLM address is one this server may not connect to; the turn answers with the error message. */
export class OutboundAddressRefusedError extends Error {
  constructor(
    readonly host: string,
    readonly address: string | null,
  ) {
    super(address === null ? `${host} has no address` : `${host} resolves to ${address}, which this server may not connect to`);
    this.name = 'OutboundAddressRefusedError';
  }
}

// Only these move on to the next checked address: the request has not been sent yet.
const CONNECT_FAILURES = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);
const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;

function codeOf(error: Error): string | undefined {
  return 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

/**
 * The fetch the LLM providers stream through, under the same address policy as every other URL an
 * owner types (app.safeFetch buffers whole bodies, so it cannot carry a stream).
 *
 * The check happens where the socket is opened, not before the request: undici's Agent hands every
 * new connection to `connect` below, which resolves the name through the HostLookup, refuses the
 * connection unless every answer is allowed, and dials exactly a checked address. Checking first
 * and then calling the global fetch would let it resolve the name a second time, and a DNS answer
 * that changes in between (rebinding) would reach loopback or the cloud metadata service. Sockets
 * kept alive for later requests stay on the address checked when they were opened.
 *
 * undici's own `fetch` carries the request, not the global one with this Agent as its dispatcher:
 * the global fetch belongs to the undici bundled with Node (6.x on Node 20 and 22, 7.x on 24), and
 * dispatchers of another major are not guaranteed to speak its handler protocol. The package's fetch
 * and Agent always match.
 *
 * TLS still checks the certificate against the host name in the URL (the connector's servername),
 * whatever address was dialled; redirects are refused, since they would lead to another host.
 */
export function createGuardedFetch(options: GuardedFetchOptions): typeof fetch {
  const lookup = options.lookup ?? systemLookup;
  const connector = buildConnector({ timeout: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS });

  async function checkedAddresses(host: string): Promise<ResolvedAddress[]> {
    const literal = isIP(host);
    const addresses: ResolvedAddress[] = literal !== 0 ? [{ address: host, family: literal === 6 ? 6 : 4 }] : await lookup(host);
    if (addresses.length === 0) throw new OutboundAddressRefusedError(host, null);
    // Every answer must pass: a name that resolves to a public and a private address is refused.
    const refused = addresses.find((a) => !isAddressAllowed(a.address, options.allowPrivateNetworkTargets));
    if (refused) throw new OutboundAddressRefusedError(host, refused.address);
    return addresses;
  }

  const connect: buildConnector.connector = (connectOptions, callback) => {
    const host = connectOptions.hostname;
    const port = Number(connectOptions.port) || (connectOptions.protocol === 'https:' ? 443 : 80);
    // An IP literal has no name to check a certificate against (and SNI carries names only).
    const servername = connectOptions.servername || (isIP(host) === 0 ? host : undefined);
    checkedAddresses(host).then(
      (addresses) => {
        const targets = addresses.map((address) => (options.dial ? options.dial({ ...address, port }) : { ...address, port }));
        const attempt = (index: number) => {
          const target = targets[index];
          if (!target) {
            callback(new Error(`no address of ${host} to connect to`), null);
            return;
          }
          connector({ ...connectOptions, hostname: target.address, port: String(target.port), ...(servername ? { servername } : {}) }, (error, socket) => {
            if (error) {
              // `localhost` may answer ::1 first while the server listens on 127.0.0.1 only.
              if (index < targets.length - 1 && CONNECT_FAILURES.has(codeOf(error) ?? '')) attempt(index + 1);
              else callback(error, null);
              return;
            }
            callback(null, socket);
          });
        };
        attempt(0);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  };

  const dispatcher = new Agent({ connect });

  // Parameters typed as the global fetch's own, so this is a `typeof fetch` whichever lib (node's or
  // the DOM's) the compiling package sees; the body is handed to undici as its own type.
  return async (input: string | URL | Request, init?: RequestInit) => {
    // The providers pass a URL and an init; a Request is read out so that undici's fetch gets plain values.
    const request = input instanceof Request ? input : null;
    const response = await undiciFetch(request ? request.url : input.toString(), {
      method: init?.method ?? request?.method,
      headers: init?.headers ?? request?.headers,
      body: (init?.body ?? (request?.body ? await request.arrayBuffer() : undefined)) as UndiciRequestInit['body'],
      signal: init?.signal ?? request?.signal,
      redirect: 'error',
      dispatcher,
    });
    // undici's Response has every member the providers read (status, headers, body, text, json), but
    // it is its own class, and TypeScript's DOM lib (bench/ compiles this file with it) declares a
    // newer global Response (bytes()), so the two types are not assignable either way.
    return response as unknown as Response;
  };
}
