import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { Readable, Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { errorCode } from '../../errors/error-code';
import { isAddressAllowed } from './address-policy';
import { type HostLookup, type ResolvedAddress, systemLookup } from './host-lookup';
import { SafeFetchError } from './safe-fetch-error';

export interface SafeFetchOptions {
  /** Lets requests reach loopback and private networks (never link-local or metadata addresses). */
  allowPrivateNetworkTargets: boolean;
  lookup?: HostLookup;
  /** For the whole exchange, redirects and body included. */
  timeoutMs?: number;
  /** Of the body after decompression. */
  maxResponseBytes?: number;
  maxRedirects?: number;
  userAgent?: string;
  /**
   * Tests only: where to really connect for an address that passed the guard, so that a fake
   * public host can be served on 127.0.0.1 while the guard still judges the address it resolved to.
   */
  dial?: (checked: DialTarget) => DialTarget;
}

export interface DialTarget extends ResolvedAddress {
  port: number;
}

export interface SafeRequest {
  method?: 'GET' | 'HEAD' | 'POST';
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  timeoutMs?: number;
  maxResponseBytes?: number;
  /**
   * The caller's own reason to stop (a request that went away): the exchange ends at once and the
   * call rejects with the signal's reason, not a SafeFetchError, as `fetch` does.
   */
  signal?: AbortSignal;
}

export interface SafeResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** After redirects. */
  url: string;
  redirects: number;
  body: Buffer;
  text(): string;
  /** Throws a SyntaxError when the body is not JSON. */
  json(): unknown;
}

export type SafeFetch = (url: string | URL, request?: SafeRequest) => Promise<SafeResponse>;

export const SAFE_FETCH_DEFAULTS = { timeoutMs: 10_000, maxResponseBytes: 5 * 1024 * 1024, maxRedirects: 5 } as const;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
// Sent only to the origin the caller addressed: a redirect elsewhere must not carry a key along.
const CREDENTIAL_HEADERS = ['authorization', 'proxy-authorization', 'cookie', 'x-api-key', 'api-key'];
const CONNECT_FAILURES = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);
const TLS_ERROR = /^(CERT_|ERR_TLS_|ERR_SSL_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_)/;

/**
 * The one HTTP client for URLs that owners type (LLM endpoints, knowledge pages). Before each hop,
 * redirects included, it resolves the host and refuses private and metadata addresses; it then
 * connects to exactly the address it checked, so a DNS answer that changes in between (rebinding)
 * cannot redirect the connection. Time and size are bounded.
 */
export function createSafeFetch(options: SafeFetchOptions): SafeFetch {
  const lookupHost = options.lookup ?? systemLookup;
  const defaults = {
    timeoutMs: options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs,
    maxResponseBytes: options.maxResponseBytes ?? SAFE_FETCH_DEFAULTS.maxResponseBytes,
    maxRedirects: options.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects,
  };

  async function checkTarget(url: URL, signal: AbortSignal): Promise<ResolvedAddress[]> {
    const where = url.toString();
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new SafeFetchError('unsupported_protocol', where, `only http and https are fetched, not ${url.protocol}`);
    }
    if (url.username !== '' || url.password !== '') throw new SafeFetchError('invalid_url', where, 'credentials in the URL');
    const host = bareHost(url);
    let addresses: ResolvedAddress[];
    const literal = isIP(host);
    if (literal !== 0) {
      addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
    } else {
      try {
        addresses = await abortable(lookupHost(host), signal);
      } catch (error) {
        if (signal.aborted) throw error;
        throw new SafeFetchError('dns_failed', where, `could not resolve ${host}`, { cause: error });
      }
      if (addresses.length === 0) throw new SafeFetchError('dns_failed', where, `${host} has no address`);
    }
    // Every answer must pass: a name that resolves to a public and a private address is refused.
    const refused = addresses.find((a) => !isAddressAllowed(a.address, options.allowPrivateNetworkTargets));
    if (refused) throw new SafeFetchError('private_address', where, `${host} resolves to ${refused.address}, which is not a public address`);
    return addresses;
  }

  /**
   * Tries the checked addresses in order until one accepts the connection: `localhost` may answer
   * ::1 first while a local server listens on 127.0.0.1 only. Only a refused or unreachable connect
   * moves on, so a request is never sent twice.
   */
  async function sendToFirst(url: URL, targets: readonly ResolvedAddress[], method: string, headers: Record<string, string>, body: string | Uint8Array | undefined, signal: AbortSignal): Promise<IncomingMessage> {
    for (const [index, target] of targets.entries()) {
      try {
        return await send(url, target, method, headers, body, signal);
      } catch (error) {
        const last = index === targets.length - 1;
        if (last || !(error instanceof SafeFetchError) || !CONNECT_FAILURES.has(errorCode(error.cause) ?? '')) throw error;
      }
    }
    throw new SafeFetchError('connection_failed', url.toString(), `no address of ${url.host} to connect to`);
  }

  function send(url: URL, target: ResolvedAddress, method: string, headers: Record<string, string>, body: string | Uint8Array | undefined, signal: AbortSignal): Promise<IncomingMessage> {
    const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
    const dialed = options.dial ? options.dial({ ...target, port }) : { ...target, port };
    const transport = url.protocol === 'https:' ? https : http;
    const requestOptions: https.RequestOptions = {
      host: dialed.address,
      family: dialed.family,
      port: dialed.port,
      method,
      path: `${url.pathname}${url.search}`,
      headers: {
        'user-agent': options.userAgent ?? 'ai-avatar-agent',
        'accept-encoding': 'gzip, deflate, br',
        ...headers,
        host: url.host,
        ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
      },
      // Certificates are checked against the name the owner wrote, not the address dialled.
      servername: isIP(bareHost(url)) === 0 ? url.hostname : '',
      agent: false,
      signal,
    };
    return new Promise((resolve, reject) => {
      const request = transport.request(requestOptions, resolve);
      request.on('error', (error) => reject(connectionError(url, error, signal)));
      request.end(body);
    });
  }

  return async function safeFetch(input, request = {}) {
    const timeoutMs = request.timeoutMs ?? defaults.timeoutMs;
    const maxBytes = request.maxResponseBytes ?? defaults.maxResponseBytes;
    const callerSignal = request.signal;
    callerSignal?.throwIfAborted();
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), timeoutMs);
    const onCallerAbort = () => deadline.abort();
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
    let url: URL;
    try {
      url = new URL(input);
    } catch (error) {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
      throw new SafeFetchError('invalid_url', String(input), 'not an absolute URL', { cause: error });
    }
    let method: string = request.method ?? 'GET';
    let body = request.body;
    let headers = Object.fromEntries(Object.entries(request.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));

    try {
      for (let redirects = 0; ; redirects += 1) {
        const targets = await checkTarget(url, deadline.signal);
        const response = await sendToFirst(url, targets, method, headers, body, deadline.signal);
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (REDIRECT_STATUSES.has(status) && location) {
          response.destroy();
          if (redirects >= defaults.maxRedirects) {
            throw new SafeFetchError('too_many_redirects', url.toString(), `more than ${defaults.maxRedirects} redirects`);
          }
          let next: URL;
          try {
            next = new URL(location, url);
          } catch (error) {
            throw new SafeFetchError('invalid_url', url.toString(), 'redirect to an unreadable location', { cause: error });
          }
          if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
            method = 'GET';
            body = undefined;
            headers = withoutHeaders(headers, ['content-type', 'content-length']);
          }
          if (next.origin !== url.origin) headers = withoutHeaders(headers, CREDENTIAL_HEADERS);
          url = next;
          continue;
        }
        const bytes = await readBody(response, maxBytes, url);
        return {
          status,
          headers: response.headers,
          url: url.toString(),
          redirects,
          body: bytes,
          text: () => bytes.toString('utf8'),
          json: () => JSON.parse(bytes.toString('utf8')) as unknown,
        };
      }
    } catch (error) {
      if (callerSignal?.aborted) throw callerSignal.reason;
      if (deadline.signal.aborted) {
        throw new SafeFetchError('timeout', url.toString(), `no complete answer within ${timeoutMs} ms`, { cause: error });
      }
      throw error;
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }
  };
}

function bareHost(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

function withoutHeaders(headers: Record<string, string>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)));
}

function connectionError(url: URL, error: Error, signal: AbortSignal): Error {
  if (signal.aborted) return error;
  const code = errorCode(error) ?? '';
  const reason = TLS_ERROR.test(code) ? 'tls_failed' : 'connection_failed';
  return new SafeFetchError(reason, url.toString(), `${code || error.message} while connecting to ${url.host}`, { cause: error });
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

function decoderFor(encoding: string | undefined): Transform | null {
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    case 'br':
      return createBrotliDecompress();
    default:
      return null;
  }
}

/** The body, decompressed, refused as soon as it passes `maxBytes` (so a small bomb cannot fill memory). */
async function readBody(response: IncomingMessage, maxBytes: number, url: URL): Promise<Buffer> {
  const tooLarge = () => new SafeFetchError('too_large', url.toString(), `the answer is larger than ${maxBytes} bytes`);
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const decoder = decoderFor(response.headers['content-encoding']);
  const source: Readable = decoder ? response.pipe(decoder) : response;
  if (decoder) response.on('error', (error) => decoder.destroy(error));
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of source) {
      const piece = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      size += piece.length;
      if (size > maxBytes) throw tooLarge();
      chunks.push(piece);
    }
  } catch (error) {
    response.destroy();
    decoder?.destroy();
    if (error instanceof SafeFetchError) throw error;
    throw new SafeFetchError('connection_failed', url.toString(), 'the answer could not be read', { cause: error });
  }
  return Buffer.concat(chunks);
}
