import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, WIDGET_REFUSALS_PATH } from 'shared-contracts';
import { z } from 'zod';
import { agentParams, PUBLIC_ROUTE_CONFIG, WIDGET_TAG } from './public-route';

/**
 * POST /:agentId/refusals: the loader's report that it drew nothing on a page whose origin the owner
 * did not allow, so the owner finds the site in リンク設定 (最近拒否されたサイト). The origin is the
 * browser's own Origin header, which a page cannot set; the request carries nothing else.
 */
const refusals: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `/:agentId/${WIDGET_REFUSALS_PATH}`,
    {
      config: PUBLIC_ROUTE_CONFIG,
      schema: {
        tags: [WIDGET_TAG],
        summary: 'Report a page whose site may not show the widget',
        description:
          "Sent by the loader (navigator.sendBeacon, no body) when the page's origin is not in the boot's allowed_origins. Records the request's Origin header among the agent's refused sites when the link settings refuse it now (at most 20 sites per agent, the most recent; at most 30 counted a minute per site). Always 204 for a known agent: the loader reads no answer.",
        params: agentParams,
        response: { 204: z.null().meta({ description: 'Noted (or nothing to note)' }), 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const agent = await app.publicAccess.agent(request.params.agentId);
      const origin = request.headers.origin;
      if (typeof origin === 'string') {
        await app.publicAccess.recordRefusal(request, agent, origin, await app.publicAccess.urlSettings(agent.agentId));
      }
      return reply.code(204).send(null);
    },
  );
};

export default refusals;
