import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, CHAT_UI_SETTINGS_DEFAULTS } from 'shared-contracts';
import { z } from 'zod';
import { documentOf } from '#src/domains/chatsettings/settings-document';
import { canonicalOrigin, decideOrigin, frameAncestors } from '#src/domains/agent/public-access/origin-policy';
import { negotiateContentCoding } from '#src/domains/agent/widget-delivery/content-coding';
import { sendEncoded } from '#src/domains/agent/widget-delivery/encoded-reply';
import { frameCsp, framePage, refusedCsp, refusedPage } from '#src/domains/agent/widget-delivery/frame-page';
import { agentParams, PUBLIC_ROUTE_CONFIG, WIDGET_TAG } from './public-route';
import { nonJsonResponse } from '../../non-json-response';

const frameQuery = z.object({
  origin: z.string().max(300).optional(),
  page: z.string().max(2000).optional(),
  preview: z.enum(['0', '1']).optional(),
});

const frame: FastifyPluginAsyncZod = async (app) => {
  const apiOrigin = new URL(app.config.publicApiUrl).origin;

  app.get(
    '/:agentId/frame',
    {
      config: PUBLIC_ROUTE_CONFIG,
      // The page sets its own CSP (frame-ancestors replaces X-Frame-Options, which would forbid every other site).
      helmet: { contentSecurityPolicy: false, xFrameOptions: false },
      schema: {
        tags: [WIDGET_TAG],
        summary: 'The chat frame the loader opens',
        description:
          "HTML of the frame app. Content-Security-Policy frame-ancestors lists the agent's allowed sites (* when the owner does not restrict them) and the console. When ?origin= is not allowed, a tiny page instead, framable by that origin only, that posts {source:'avatar-chat', type:'refused'} to it.",
        params: agentParams,
        querystring: frameQuery,
        response: { 200: nonJsonResponse('text/html', 'The chat frame page'), 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const agent = await app.publicAccess.agent(request.params.agentId);
      const settings = await app.publicAccess.urlSettings(agent.agentId);
      const consoleOrigins = app.publicAccess.consoleOrigins;
      reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff').header('content-type', 'text/html; charset=utf-8');
      const claimed = request.query.origin ?? '';
      if (!decideOrigin(settings, consoleOrigins, claimed).allowed) {
        // A loader from before the launcher checked the site itself (cached up to a minute) still asks here.
        await app.publicAccess.recordRefusal(request, agent, claimed, settings);
        return reply.header('content-security-policy', refusedCsp(canonicalOrigin(claimed))).send(refusedPage());
      }
      const manifest = await app.widgetDist.frameManifest();
      const chatUi = documentOf(await app.repositories.agentSettings.find(agent.agentId, 'chat_ui'), CHAT_UI_SETTINGS_DEFAULTS);
      reply.header('content-security-policy', frameCsp(frameAncestors(settings, consoleOrigins), apiOrigin));
      const page = Buffer.from(framePage(manifest, chatUi.title), 'utf8');
      const key = `frame:${createHash('sha256').update(page).digest('base64url')}`;
      return sendEncoded(reply, app.widgetCompression, negotiateContentCoding(request.headers['accept-encoding']), key, page);
    },
  );
};

export default frame;
