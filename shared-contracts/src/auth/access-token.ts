import { z } from 'zod';

/** POST /api/v1/access-token: trade a refresh token for a new access token (SPEC §7). */
export const accessTokenRequestSchema = z.object({
  refresh_token: z.string({ error: 'リフレッシュトークンがありません' }).min(1, { error: 'リフレッシュトークンがありません' }),
});
export type AccessTokenRequest = z.infer<typeof accessTokenRequestSchema>;

export const accessTokenResponseSchema = z.object({ access_token: z.string() });
export type AccessTokenResponse = z.infer<typeof accessTokenResponseSchema>;

/** POST /api/v1/logout: revokes the refresh token. */
export const logoutRequestSchema = accessTokenRequestSchema;
export type LogoutRequest = AccessTokenRequest;
