import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { URL_SETTINGS_DEFAULTS, type UrlSettings, WIDGET_ERROR_MESSAGES } from 'shared-contracts';
import { documentOf } from '../../domains/chatsettings/settings-document';
import { ApiError } from '../../errors/api-error';
import { canonicalOrigin, decideOrigin } from '../../domains/agent/public-access/origin-policy';
import { agentNotFound, type PublicAgent, requirePublicAgent } from '../../domains/agent/public-access/public-agent';
import { createPublicRateLimits, type PublicRateLimits } from '../../domains/agent/public-access/public-rate-limits';
import { createVisitorTokens, type VisitorTokens } from '../../domains/agent/public-access/visitor-token';

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
   * The visitor of `Authorization: Bearer <visitor token>` for the agent of the path, counted against
   * the visitor's budget. A token of another agent is 404 like an unknown agent, so a token never
   * tells one agent's routes from another's; a missing or expired one is 401.
   */
  visitor(request: FastifyRequest, agentId: string): Promise<VisitorRequest>;
  /**
   * As visitor, without reading the agent: for a route that proves the agent live in a statement
   * it makes anyway (a message's turn reads it with the settings) and answers 404 itself.
   */
  visitorOf(request: FastifyRequest, agentId: string): Promise<string>;
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
      async visitorOf(request, agentId) {
        const token = bearerOf(request);
        const visitorId = token ? tokens.verify(token, agentId) : null;
        if (token && visitorId === null && tokens.agentOf(token) !== null) throw agentNotFound();
        if (!token || visitorId === null) {
          throw new ApiError(401, 'unauthorized', WIDGET_ERROR_MESSAGES.visitorTokenInvalid, { 'www-authenticate': 'Bearer' });
        }
        await limits.visitor(request, visitorId);
        return visitorId;
      },
      async visitor(request, agentId) {
        const visitorId = await access.visitorOf(request, agentId);
        const agent = await requirePublicAgent(db, agentId);
        return { agent, visitorId };
      },
    };
    app.decorate('publicAccess', access);
  },
  { name: 'public-access', dependencies: ['auth', 'repositories', 'rate-limit'] },
);
