import { randomUUID } from 'node:crypto';
import type { JWT } from '@fastify/jwt';
import type { FastifyBaseLogger } from 'fastify';
import type { AccessTokenResponse, LoginResponse } from 'shared-contracts';
import { ApiError } from '../../errors/api-error';
import { messages } from '../../errors/messages';
import type { LoginAttemptsRepository } from './login-attempts-repository';
import type { OwnersRepository } from '../owners/owners-repository';
import type { RefreshTokensRepository, StoredRefreshToken } from './refresh-tokens-repository';
import { dummyPasswordHash, verifyPassword } from '../../lib/security/password';
import { generateRefreshToken, hashRefreshToken, successorRefreshToken } from '../../lib/security/refresh-token';
import { createLoginRateLimiter, type LoginRateLimit } from './login-rate-limiter';

export interface AuthServiceDeps {
  jwt: JWT;
  owners: OwnersRepository;
  refreshTokens: RefreshTokensRepository;
  loginAttempts: LoginAttemptsRepository;
  refreshTokenTtlMs: number;
  /**
   * How long a retired refresh token is still answered with its successor (the same one) instead of
   * counting as reuse: two tabs that refresh with the same token at once, or a refresh whose answer
   * was lost and is tried again.
   */
  refreshTokenReuseGraceMs: number;
  /** The key successor tokens are derived with (the JWT secret: the same on every replica). */
  refreshTokenKey: string;
  loginRateLimit: LoginRateLimit;
  log: FastifyBaseLogger;
  clock?: () => Date;
}

const USER_AGENT_MAX = 512;

/** Sign-in, token refresh and sign-out: the rules of a session, independent of HTTP. */
export function createAuthService(deps: AuthServiceDeps) {
  const limiter = createLoginRateLimiter(deps.loginAttempts, deps.loginRateLimit);
  const clock = deps.clock ?? (() => new Date());
  const expired = () => new ApiError(401, 'invalid_refresh_token', messages.invalidRefreshToken);

  /** `sid` is the session (refresh token family): the access token stops working when it is revoked. */
  function signAccessToken(owner: { id: string; agentId: string }, familyId: string): string {
    return deps.jwt.sign({ agent_id: owner.agentId, sid: familyId }, { sub: owner.id });
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

      const now = clock();
      const refreshToken = generateRefreshToken();
      const familyId = randomUUID();
      await deps.refreshTokens.insert({
        ownerId: owner.id,
        familyId,
        tokenHash: hashRefreshToken(refreshToken),
        expiresAt: new Date(now.getTime() + deps.refreshTokenTtlMs),
        userAgent: input.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
        now,
      });
      return {
        access_token: signAccessToken(owner, familyId),
        refresh_token: refreshToken,
        user_name: owner.name,
        agent_id: owner.agentId,
      };
    },

    /**
     * Rotation with reuse detection (RFC 9700 §4.14.2): the token sent is retired and its successor
     * answered with a new access token. A retired token sent again within the grace gets the same
     * successor, if that one is still live; later, or once the successor was used in turn, it is
     * reuse: someone else holds a copy, and the whole family (every tab and copy of this sign-in) is
     * revoked.
     */
    async refresh(refreshToken: string): Promise<AccessTokenResponse> {
      const now = clock();
      const tokenHash = hashRefreshToken(refreshToken);
      const successor = successorRefreshToken(refreshToken, deps.refreshTokenKey);
      const successorHash = hashRefreshToken(successor);
      const stored = await deps.refreshTokens.find(tokenHash);
      if (!stored || stored.revokedAt !== null || stored.expiresAt <= now) throw expired();
      const answer = () => ({
        access_token: signAccessToken({ id: stored.ownerId, agentId: stored.agentId }, stored.familyId),
        refresh_token: successor,
      });

      let current: StoredRefreshToken | undefined = stored;
      if (current.rotatedAt === null) {
        if (await deps.refreshTokens.rotate(tokenHash, { tokenHash: successorHash, now })) return answer();
        // Retired, revoked or expired a moment ago by a request racing this one: look again.
        current = await deps.refreshTokens.find(tokenHash);
        if (!current || current.revokedAt !== null || current.expiresAt <= now) throw expired();
      }
      // A request that began before the rotation it lost to has waited no time at all (never less).
      const retiredFor = Math.max(0, now.getTime() - (current.rotatedAt ?? now).getTime());
      if (retiredFor < deps.refreshTokenReuseGraceMs) {
        const next = await deps.refreshTokens.find(successorHash);
        if (next && next.familyId === stored.familyId && next.rotatedAt === null && next.revokedAt === null && next.expiresAt > now) return answer();
      }
      await deps.refreshTokens.revokeFamily(stored.familyId, now);
      deps.log.warn({ ownerId: stored.ownerId, familyId: stored.familyId }, 'a retired refresh token was used again: the session is revoked');
      throw expired();
    },

    /** Ends the sign-in the token belongs to: every token of its family, and the access tokens issued with them. */
    async logout(refreshToken: string): Promise<void> {
      const stored = await deps.refreshTokens.find(hashRefreshToken(refreshToken));
      if (stored && stored.revokedAt === null) await deps.refreshTokens.revokeFamily(stored.familyId, clock());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
