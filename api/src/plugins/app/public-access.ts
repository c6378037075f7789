import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { URL_SETTINGS_DEFAULTS, type UrlSettings, WIDGET_ERROR_MESSAGES } from 'shared-contracts';
import { documentOf } from '../../domains/chatsettings/settings-document';
import { ApiError } from '../../errors/api-error';
import { canonicalOrigin, decideOrigin, visitorOriginAllowed } from '../../domains/agent/public-access/origin-policy';
import { agentNotFound, type PublicAgent, requirePublicAgent } from '../../domains/agent/public-access/public-agent';
import { createPublicRateLimits, type PublicRateLimits } from '../../domains/agent/public-access/public-rate-limits';
import { createVisitorTokens, type VisitorClaim, type VisitorTokens } from '../../domains/agent/public-access/visitor-token';

/** A request of the widget: the agent of the path, and the visitor its token proves. */
export interface VisitorRequest {
  agent: PublicAgent;
  visitorId: string;
}

export interface PublicAccess {
  tokens: VisitorTokens;
  limits: PublicRateLimits;
  /** The console's origins (the CORS allow-list): always allowed to embed, and their conversations are previews. */
  consoleOrigins: readonly string[];
  /** Switches the sign-in plugin sets when it is configured (mail needs an SMTP server). */
  signIn: { mailAvailable: boolean };
  agent(agentId: string): Promise<PublicAgent>;
  urlSettings(agentId: string): Promise<UrlSettings>;
  /**
   * Notes that a page of `claimed` was refused the agent's widget (リンク設定's 最近拒否されたサイト):
   * only a well-formed origin that `settings` refuse now (none while the owner lets any site show
   * it), at most REFUSALS_COUNTED_PER_MINUTE times a minute per origin. Never fails the request: a
   * refusal that could not be written is only logged.
   */
  recordRefusal(request: FastifyRequest, agent: PublicAgent, claimed: string, settings: UrlSettings): Promise<void>;
  /**
   * onRequest hook of every route that takes a visitor token: the token is checked (visitorClaimOf)
   * before the body is read or validated, so a request without one is 401, never a 400 about its body.
   */
  authenticateVisitor(request: FastifyRequest): Promise<void>;
  /**
   * The visitor of `Authorization: Bearer <visitor token>` for the agent of the path, counted against
   * the visitor's budget. A token of another agent is 404 like an unknown agent, so a token never
   * tells one agent's routes from another's; a missing or expired one is 401; a token issued for a
   * site the link settings no longer allow is 403 origin_not_allowed.
   */
  visitor(request: FastifyRequest, agentId: string): Promise<VisitorRequest>;
  /**
   * The token's visitor and site, without reading the agent or its settings: for a route that proves
   * the agent live and the site allowed in a statement it makes anyway (a message's turn reads them
   * with the settings) and answers 404 and 403 itself. Counted once per request.
   */
  visitorClaimOf(request: FastifyRequest, agentId: string): Promise<VisitorClaim>;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicAccess: PublicAccess;
  }
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export default fp(
  async (app) => {
    const tokens = createVisitorTokens(app.jwt);
    const limits = createPublicRateLimits(app, app.config.publicRateLimit);
    const { db } = app.database;
    /** The token a request's onRequest hook already checked (and counted). */
    const checked = new WeakMap<FastifyRequest, VisitorClaim>();

    const access: PublicAccess = {
      tokens,
      limits,
      consoleOrigins: app.config.corsOrigins,
      signIn: { mailAvailable: false },
      agent: (agentId) => requirePublicAgent(db, agentId),
      async urlSettings(agentId) {
        return documentOf(await app.repositories.agentSettings.find(agentId, 'url_settings'), URL_SETTINGS_DEFAULTS);
      },
      async recordRefusal(request, agent, claimed, settings) {
        const origin = canonicalOrigin(claimed);
        if (origin === null || decideOrigin(settings, access.consoleOrigins, origin).allowed) return;
        try {
          if (await limits.refusal(request, `${agent.agentId}:${origin}`)) await app.repositories.refusedOrigins.record(agent, origin);
        } catch (error) {
          request.log.warn({ err: error }, 'a refused origin could not be recorded');
        }
      },
      async authenticateVisitor(request) {
        const { agentId } = request.params as { agentId?: unknown };
        await access.visitorClaimOf(request, typeof agentId === 'string' ? agentId : '');
      },
      async visitorClaimOf(request, agentId) {
        const known = checked.get(request);
        if (known) return known;
        const token = bearerOf(request);
        const claim = token ? tokens.claim(token, agentId) : null;
        if (token && claim === null && tokens.agentOf(token) !== null) throw agentNotFound();
        if (!token || claim === null) {
          throw new ApiError(401, 'unauthorized', WIDGET_ERROR_MESSAGES.visitorTokenInvalid, { 'www-authenticate': 'Bearer' });
        }
        await limits.visitor(request, claim.visitorId);
        checked.set(request, claim);
        return claim;
      },
      async visitor(request, agentId) {
        const claim = await access.visitorClaimOf(request, agentId);
        const [agent, settings] = await Promise.all([requirePublicAgent(db, agentId), access.urlSettings(agentId)]);
        if (!visitorOriginAllowed(settings, access.consoleOrigins, claim.origin)) {
          throw new ApiError(403, 'origin_not_allowed', WIDGET_ERROR_MESSAGES.originNotAllowed);
        }
        return { agent, visitorId: claim.visitorId };
      },
    };
    app.decorate('publicAccess', access);
  },
  { name: 'public-access', dependencies: ['auth', 'repositories', 'rate-limit'] },
);
