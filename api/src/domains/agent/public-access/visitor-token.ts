import type { JWT } from '@fastify/jwt';
import { isUuid } from '#src/lib/uuid';

/** Visitor tokens are read only by the public widget routes; owner routes never accept them. */
export const VISITOR_TOKEN_AUDIENCE = 'widget';
/** A visitor who comes back within a month finds their conversation again. */
export const VISITOR_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface VisitorTokens {
  sign(agentId: string, visitorId: string): string;
  /** The visitor id when the token is valid, unexpired and was issued for this agent; otherwise null. */
  verify(token: string, agentId: string): string | null;
  /** The agent the token was issued for, when the token itself is valid; otherwise null. */
  agentOf(token: string): string | null;
}

interface VisitorClaims {
  sub?: unknown;
  aud?: unknown;
  agent_id?: unknown;
}

/**
 * HS256 JWTs signed with the API's one secret (sub = widget visitor id, agent_id, aud 'widget').
 * The audience keeps them apart from owner access tokens, which carry none.
 */
export function createVisitorTokens(jwt: JWT): VisitorTokens {
  const claimsOf = (token: string): { visitorId: string; agentId: string } | null => {
    let claims: VisitorClaims;
    try {
      // The app's own verifier (HS256 only, sub and exp required), reused; the audience is checked below.
      claims = jwt.verify<VisitorClaims>(token);
    } catch {
      return null;
    }
    if (claims.aud !== VISITOR_TOKEN_AUDIENCE || typeof claims.sub !== 'string' || !isUuid(claims.sub)) return null;
    if (typeof claims.agent_id !== 'string') return null;
    return { visitorId: claims.sub, agentId: claims.agent_id };
  };
  return {
    sign(agentId, visitorId) {
      return jwt.sign({ agent_id: agentId }, { sub: visitorId, aud: VISITOR_TOKEN_AUDIENCE, expiresIn: VISITOR_TOKEN_TTL_SECONDS });
    },
    verify(token, agentId) {
      const claims = claimsOf(token);
      return claims && claims.agentId === agentId ? claims.visitorId : null;
    },
    agentOf(token) {
      return claimsOf(token)?.agentId ?? null;
    },
  };
}
