/** Machine-readable error codes; clients branch on these, people read the message. */
export type ApiErrorCode =
  | 'validation_error'
  | 'bad_request'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'unauthorized'
  | 'token_expired'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'conflict'
  | 'duplicate'
  | 'limit_reached'
  | 'stale_order'
  | 'invalid_csv'
  /** An engine the owner configured (VOICEVOX) could not be reached or did not answer as one. */
  | 'upstream_failed'
  /** A link of the weekly report mail past its expiry. */
  | 'link_expired'
  | 'too_many_requests'
  | 'too_many_attempts'
  | 'invalid_credentials'
  | 'invalid_refresh_token'
  | 'internal_error'
  /** The public widget routes: the embedding site is not in the agent's allowed sites. */
  | 'origin_not_allowed'
  /** The public speech route: the agent's voice is the browser's, not a VOICEVOX engine. */
  | 'voice_engine_not_voicevox'
  /** The public message route: the owner asks visitors to sign in before chatting, and this one has not. */
  | 'sign_in_required'
  /** The public form answer route: the owner asks visitors to sign in before answering a form. */
  | 'sign_in_required_for_form';

/** An error meant for the client: its code and Japanese message are sent as they are. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Field-level messages, keyed by the request field's path, so a form can show each under its field. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
