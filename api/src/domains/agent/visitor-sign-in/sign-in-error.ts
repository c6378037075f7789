import { SIGN_IN_ERROR_MESSAGES, type SignInErrorCode } from 'shared-contracts';

const STATUS: Record<SignInErrorCode, number> = {
  sign_in_disabled: 403,
  code_invalid: 400,
  code_expired: 400,
  code_locked: 429,
  too_many_codes: 429,
  mail_failed: 502,
  sign_in_required: 403,
  sign_in_required_for_form: 403,
};

/** A refusal of a sign-in, answered as {code, message} with the contract's Japanese message. */
export class SignInError extends Error {
  readonly statusCode: number;
  constructor(readonly code: SignInErrorCode) {
    super(SIGN_IN_ERROR_MESSAGES[code]);
    this.name = 'SignInError';
    this.statusCode = STATUS[code];
  }
}
