/**
 * Why an outbound request did not produce a response. Callers turn the reason into words for the
 * owner (src/errors/messages.ts); `message` is English detail for the logs.
 */
export type SafeFetchFailure =
  | 'invalid_url'
  | 'unsupported_protocol'
  | 'dns_failed'
  | 'private_address'
  | 'timeout'
  | 'too_many_redirects'
  | 'too_large'
  | 'tls_failed'
  | 'connection_failed';

export class SafeFetchError extends Error {
  constructor(
    readonly reason: SafeFetchFailure,
    /** The URL of the hop that failed (a redirect target, perhaps), without credentials. */
    readonly url: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SafeFetchError';
  }

  /** The host of the failing hop, for messages such as "could not resolve {host}". */
  get host(): string {
    try {
      return new URL(this.url).host;
    } catch {
      return '';
    }
  }
}
