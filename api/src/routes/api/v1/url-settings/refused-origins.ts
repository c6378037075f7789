import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, refusedOriginsResponseSchema, type RefusedOriginsResponse } from 'shared-contracts';
import { BEARER } from '../owner-route';

/** GET /url-settings/refused-origins: リンク設定's 最近拒否されたサイト, the signed-in owner's agent only. */
const refusedOrigins: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/refused-origins',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chatsettings'],
        summary: 'The sites lately refused the widget',
        description:
          "Sites whose pages carried the owner's snippet while the link settings allowed only their listed sites, most recently refused first: at most 20, with when each was last refused and how many times. A site the owner allows leaves the list.",
        security: BEARER,
        response: { 200: refusedOriginsResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request): Promise<RefusedOriginsResponse> => {
      const rows = await app.repositories.refusedOrigins.list(request.owner.agentId);
      return { data: rows.map((row) => ({ origin: row.origin, count: row.count, last_seen_at: row.lastSeenAt.toISOString() })) };
    },
  );
};

export default refusedOrigins;
