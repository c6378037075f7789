import { z } from 'zod';

/** POST /api/v1/access-token: trade a refresh token for a new access token (SPEC §7). */
export const accessTokenRequestSchema = z.object({
  refresh_token: z.string({ error: 'リフレッシュトークンがありません' }).min(1, { error: 'リフレッシュトークンがありません' }),
});
export type AccessTokenRequest = z.infer<typeof accessTokenRequestSchema>;

/**
 * SPEC §7 answers access_token; the API adds the rotated refresh_token (issue #41): the one sent is
 * retired, and presenting it again after a few seconds' grace ends the whole sign-in (reuse detection).
 */
export const accessTokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string().meta({ description: 'The successor of the refresh token sent, which is now retired: store it in its place.' }),
});
export type AccessTokenResponse = z.infer<typeof accessTokenResponseSchema>;

/** POST /api/v1/logout: revokes the refresh token. */
export const logoutRequestSchema = accessTokenRequestSchema;
export type LogoutRequest = AccessTokenRequest;
