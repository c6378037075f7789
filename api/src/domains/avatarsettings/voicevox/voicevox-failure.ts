import { ApiError } from '#src/errors/api-error';
import { describeOutboundFailure } from '#src/errors/outbound-failure';
import { voicevoxMessages } from '#src/errors/messages';
import { SafeFetchError } from '#src/lib/safe-fetch/index';

/** 502: the API is fine, the owner's engine is not; the message says what to check. */
export function voicevoxFailure(message: string): ApiError {
  return new ApiError(502, 'upstream_failed', message);
}

/** A failed fetch of the owner's engine, told in VOICEVOX's terms where they help. */
export function voicevoxFetchFailure(error: unknown, timeoutMs: number): ApiError {
  if (!(error instanceof SafeFetchError)) throw error;
  switch (error.reason) {
    case 'connection_failed':
      return voicevoxFailure(voicevoxMessages.unreachable(error.host));
    case 'timeout':
      return voicevoxFailure(voicevoxMessages.timeout(Math.ceil(timeoutMs / 1000)));
    case 'too_large':
      return voicevoxFailure(voicevoxMessages.tooLarge);
    default:
      // A private address, an unknown host or a bad certificate: the general words already fit.
      return voicevoxFailure(describeOutboundFailure(error, timeoutMs));
  }
}

/** A non-2xx answer of the engine. VOICEVOX answers 422 for a style id it does not have. */
export function voicevoxStatusFailure(status: number): ApiError {
  if (status === 404) return voicevoxFailure(voicevoxMessages.notAnEngine);
  if (status === 422) return voicevoxFailure(voicevoxMessages.speakerNotFound);
  return voicevoxFailure(voicevoxMessages.engineError(status));
}
