import type { JWT } from '@fastify/jwt';
import { isUuid } from '#src/lib/uuid';

/** Visitor tokens are read only by the public widget routes; owner routes never accept them. */
export const VISITOR_TOKEN_AUDIENCE = 'widget';
/** A visitor who comes back within a month finds their conversation again. */
export const VISITOR_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

/** What a valid visitor token of an agent proves. */
export interface VisitorClaim {
  visitorId: string;
  /** The site (canonical origin) the token was issued for by POST …/conversations; null for a token from before tokens named it. */
  origin: string | null;
}

export interface VisitorTokens {
  /** `origin`: the site the conversation was started on, checked again against the link settings at every use. */
  sign(agentId: string, visitorId: string, origin?: string): string;
  /** The visitor id when the token is valid, unexpired and was issued for this agent; otherwise null. */
  verify(token: string, agentId: string): string | null;
  /** As verify, with the site the token was issued for. */
  claim(token: string, agentId: string): VisitorClaim | null;
  /** The agent the token was issued for, when the token itself is valid; otherwise null. */
  agentOf(token: string): string | null;
}

interface VisitorClaims {
  sub?: unknown;
  aud?: unknown;
  agent_id?: unknown;
  origin?: unknown;
}

/**
 * HS256 JWTs signed with the API's one secret (sub = widget visitor id, agent_id, aud 'widget').
 * The audience keeps them apart from owner access tokens, which carry none.
 */
export function createVisitorTokens(jwt: JWT): VisitorTokens {
  const claimsOf = (token: string): { visitorId: string; agentId: string; origin: string | null } | null => {
    let claims: VisitorClaims;
    try {
      // The app's own verifier (HS256 only, sub and exp required), reused; the audience is checked below.
      claims = jwt.verify<VisitorClaims>(token);
    } catch {
      return null;
    }
    if (claims.aud !== VISITOR_TOKEN_AUDIENCE || typeof claims.sub !== 'string' || !isUuid(claims.sub)) return null;
    if (typeof claims.agent_id !== 'string') return null;
    return { visitorId: claims.sub, agentId: claims.agent_id, origin: typeof claims.origin === 'string' ? claims.origin : null };
  };
  const claim = (token: string, agentId: string): VisitorClaim | null => {
    const claims = claimsOf(token);
    return claims && claims.agentId === agentId ? { visitorId: claims.visitorId, origin: claims.origin } : null;
  };
  return {
    sign(agentId, visitorId, origin) {
      const payload = origin === undefined ? { agent_id: agentId } : { agent_id: agentId, origin };
      return jwt.sign(payload, { sub: visitorId, aud: VISITOR_TOKEN_AUDIENCE, expiresIn: VISITOR_TOKEN_TTL_SECONDS });
    },
    verify(token, agentId) {
      return claim(token, agentId)?.visitorId ?? null;
    },
    claim,
    agentOf(token) {
      return claimsOf(token)?.agentId ?? null;
    },
  };
}
