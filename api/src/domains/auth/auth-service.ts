import type { JWT } from '@fastify/jwt';
import type { AccessTokenResponse, LoginResponse } from 'shared-contracts';
import { ApiError } from '../../errors/api-error';
import { messages } from '../../errors/messages';
import type { LoginAttemptsRepository } from './login-attempts-repository';
import type { OwnersRepository } from '../owners/owners-repository';
import type { RefreshTokensRepository } from './refresh-tokens-repository';
import { dummyPasswordHash, verifyPassword } from '../../lib/security/password';
import { generateRefreshToken, hashRefreshToken } from '../../lib/security/refresh-token';
import { createLoginRateLimiter, type LoginRateLimit } from './login-rate-limiter';

export interface AuthServiceDeps {
  jwt: JWT;
  owners: OwnersRepository;
  refreshTokens: RefreshTokensRepository;
  loginAttempts: LoginAttemptsRepository;
  refreshTokenTtlMs: number;
  loginRateLimit: LoginRateLimit;
}

const USER_AGENT_MAX = 512;

/** Sign-in, token refresh and sign-out: the rules of a session, independent of HTTP. */
export function createAuthService(deps: AuthServiceDeps) {
  const limiter = createLoginRateLimiter(deps.loginAttempts, deps.loginRateLimit);

  function signAccessToken(owner: { id: string; agentId: string }): string {
    return deps.jwt.sign({ agent_id: owner.agentId }, { sub: owner.id });
  }

  return {
    async login(input: { email: string; password: string; address: string; userAgent?: string }): Promise<LoginResponse> {
      const email = input.email.toLowerCase();
      const attempt = await limiter.admit(email, input.address);
      const owner = await deps.owners.findLiveByEmail(email);
      const passwordMatches = await verifyPassword(owner?.passwordHash ?? (await dummyPasswordHash()), input.password);
      // One answer for an unknown address and a wrong password, so the API does not reveal who has an account.
      if (!owner || !passwordMatches) throw new ApiError(401, 'invalid_credentials', messages.invalidCredentials);
      await attempt.succeeded();

      const now = new Date();
      const refreshToken = generateRefreshToken();
      await deps.refreshTokens.insert({
        ownerId: owner.id,
        tokenHash: hashRefreshToken(refreshToken),
        expiresAt: new Date(now.getTime() + deps.refreshTokenTtlMs),
        userAgent: input.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
        now,
      });
      return {
        access_token: signAccessToken(owner),
        refresh_token: refreshToken,
        user_name: owner.name,
        agent_id: owner.agentId,
      };
    },

    async refresh(refreshToken: string): Promise<AccessTokenResponse> {
      const owner = await deps.refreshTokens.findUsable(hashRefreshToken(refreshToken), new Date());
      if (!owner) throw new ApiError(401, 'invalid_refresh_token', messages.invalidRefreshToken);
      return { access_token: signAccessToken({ id: owner.ownerId, agentId: owner.agentId }) };
    },

    async logout(refreshToken: string): Promise<void> {
      await deps.refreshTokens.revoke(hashRefreshToken(refreshToken), new Date());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
