import type { SafeFetchError } from '../lib/safe-fetch';
import { outboundMessages } from './messages';

/** The owner's words for why a URL they gave could not be fetched. */
export function describeOutboundFailure(error: SafeFetchError, timeoutMs: number): string {
  const host = error.host;
  switch (error.reason) {
    case 'invalid_url':
    case 'unsupported_protocol':
      return outboundMessages.invalidUrl;
    case 'dns_failed':
      return outboundMessages.dnsFailed(host);
    case 'private_address':
      return outboundMessages.privateAddress(host);
    case 'timeout':
      return outboundMessages.timeout(Math.ceil(timeoutMs / 1000));
    case 'too_many_redirects':
      return outboundMessages.tooManyRedirects;
    case 'too_large':
      return outboundMessages.tooLarge;
    case 'tls_failed':
      return outboundMessages.tlsFailed(host);
    case 'connection_failed':
      return outboundMessages.connectionFailed(host);
  }
}
