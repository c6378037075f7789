import { signIn, toApiRequestError } from 'shared-auth';
import type { LoginRequest } from 'shared-contracts';

/** Signs in through shared-auth; a failure rejects with its Japanese message (ApiRequestError). */
export async function signInWithMessage(credentials: LoginRequest): Promise<void> {
  try {
    await signIn(credentials);
  } catch (error) {
    throw await toApiRequestError(error);
  }
}
