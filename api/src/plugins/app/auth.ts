import jwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createAuthService, type AuthService } from '../../domains/auth/auth-service';
import type { AccessTokenClaims, AuthenticatedOwner } from '../../domains/auth/authenticated-owner';
import { ApiError } from '../../errors/api-error';
import { errorCode } from '../../errors/error-code';
import { messages } from '../../errors/messages';
import { dummyPasswordHash } from '../../lib/security/password';
import { isUuid } from '../../lib/uuid';

const ownerSlot = Symbol('owner');

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook of every owner route (so a request without a valid token is 401 before its body is read or validated): verifies the bearer token and that its owner still exists. */
    authenticate(request: FastifyRequest): Promise<void>;
    authService: AuthService;
  }
  interface FastifyRequest {
    /** Set by `app.authenticate`; reading it on a route without that hook is a programming error. */
    readonly owner: AuthenticatedOwner;
    [ownerSlot]: AuthenticatedOwner | null;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    /** Owner access tokens carry sid (their session); visitor tokens carry origin (the site they were issued for). */
    payload: { agent_id: string; sid?: string; origin?: string };
    user: AccessTokenClaims;
  }
}

function unauthorized(expired = false): ApiError {
  return expired
    ? new ApiError(401, 'token_expired', messages.tokenExpired, { 'www-authenticate': 'Bearer error="invalid_token"' })
    : new ApiError(401, 'unauthorized', messages.unauthorized, { 'www-authenticate': 'Bearer' });
}

/** Short-lived HS256 access tokens (sub = owner id) and the session service that issues them. */
export default fp(
  async (app) => {
    await app.register(jwt, {
      secret: app.config.jwtSecret,
      sign: { algorithm: 'HS256', expiresIn: app.config.accessTokenTtlSeconds },
      // A token without an expiry would never expire; only tokens as this API signs them are accepted.
      verify: { algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] },
    });

    app.decorateRequest(ownerSlot, null);
    app.decorateRequest('owner', {
      getter(this: FastifyRequest): AuthenticatedOwner {
        const owner = this[ownerSlot];
        if (!owner) throw new Error('request.owner was read on a route that does not run app.authenticate');
        return owner;
      },
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      let claims: AccessTokenClaims;
      try {
        claims = await request.jwtVerify<AccessTokenClaims>();
      } catch (error) {
        throw unauthorized(errorCode(error) === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED');
      }
      if (typeof claims.sub !== 'string' || !isUuid(claims.sub)) throw unauthorized();
      // An access token names its session (the refresh token family); one issued before sessions did is refused, and the console refreshes it.
      if (typeof claims.sid !== 'string' || !isUuid(claims.sid)) throw unauthorized();
      // Checked on every request, in the statement that reads the owner anyway: a deleted owner's or a
      // logged-out (or reuse-revoked) session's still-unexpired access tokens stop working at once.
      const owner = await app.repositories.refreshTokens.sessionOwner(claims.sub, claims.sid, new Date());
      if (!owner) throw unauthorized();
      request[ownerSlot] = { id: owner.ownerId, agentId: owner.agentId };
    });

    // Warm the dummy hash now so the first unknown-address sign-in is not faster than the rest.
    await dummyPasswordHash();
    app.decorate(
      'authService',
      createAuthService({
        jwt: app.jwt,
        owners: app.repositories.owners,
        refreshTokens: app.repositories.refreshTokens,
        loginAttempts: app.repositories.loginAttempts,
        refreshTokenTtlMs: app.config.refreshTokenTtlMs,
        refreshTokenReuseGraceMs: app.config.refreshTokenReuseGraceMs,
        refreshTokenKey: app.config.jwtSecret,
        loginRateLimit: app.config.loginRateLimit,
        log: app.log,
      }),
    );
  },
  { name: 'auth', dependencies: ['repositories'] },
);
