import { loginResponseSchema, type LoginRequest, type LoginResponse } from 'shared-contracts';
import { ApiRequestError, toApiRequestError } from './errors';
import { httpClient } from './http-client';
import { messages } from './messages';
import { useSessionStore } from './session-store';
import { storeAuth } from './storage';

// SPEC §3 stores the login response whole, so fields beyond the four we know are kept too.
const wholeLoginResponseSchema = loginResponseSchema.loose();

/**
 * POST login; on success the whole response is stored under both keys and the session store signs
 * in. Failures (wrong credentials, rate limit, network) reject with an ApiRequestError.
 */
export async function signIn(credentials: LoginRequest): Promise<LoginResponse> {
  let body: unknown;
  try {
    body = await httpClient.post('login', { json: credentials }).json();
  } catch (error) {
    throw await toApiRequestError(error);
  }
  const parsed = wholeLoginResponseSchema.safeParse(body);
  if (!parsed.success || parsed.data.access_token === '') {
    throw new ApiRequestError({ status: 200, code: 'invalid_response', message: messages.invalidResponse });
  }
  storeAuth(parsed.data);
  useSessionStore.getState().setSession(parsed.data);
  return parsed.data;
}
