import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from 'shared-contracts';
import { z } from 'zod';
import { matchesEtag } from '#src/domains/media/serve/media-headers';
import { bootConfigOf, loaderBody } from '#src/domains/agent/widget-delivery/boot-config';
import { negotiateContentCoding } from '#src/domains/agent/widget-delivery/content-coding';
import { etagFor, sendEncoded, varyOnAcceptEncoding } from '#src/domains/agent/widget-delivery/encoded-reply';
import { agentParams, PUBLIC_ROUTE_CONFIG, WIDGET_TAG } from './public-route';
import { nonJsonResponse } from '../../non-json-response';

/** A minute: settings an owner saves reach visitors quickly, and revalidation by ETag is cheap. */
export const LOADER_CACHE_CONTROL = 'public, max-age=60';

const loader: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:agentId/widget.js',
    {
      config: PUBLIC_ROUTE_CONFIG,
      // Loaded by <script> on the owner's sites: other origins must be able to run it.
      helmet: { crossOriginResourcePolicy: { policy: 'cross-origin' } },
      schema: {
        tags: [WIDGET_TAG],
        summary: "The widget loader, with the agent's launcher settings and page rules inlined",
        description:
          'The snippet\'s script. Sets window.__avatarChatBoot[agentId] (widgetBootSchema) and runs the loader, which draws the launcher and makes no request before the visitor shows intent; on a page whose origin is not in allowed_origins it draws nothing and reports the page (POST …/refusals). Cache-Control: public, max-age=60, with an ETag per coding; brotli or gzip by Accept-Encoding (Vary: Accept-Encoding).',
        params: agentParams,
        response: {
          200: nonJsonResponse('text/javascript', 'The loader script'),
          304: z.unknown().meta({ description: 'Not modified (If-None-Match)' }),
          404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const agent = await app.publicAccess.agent(request.params.agentId);
      const boot = await bootConfigOf(app.repositories.agentSettings, app.config.publicApiUrl, agent.agentId, app.publicAccess.consoleOrigins);
      const body = loaderBody(boot, await app.widgetDist.loader());
      const digest = createHash('sha256').update(body).digest('base64url').slice(0, 32);
      // Compressed once per digest and coding (brotli 11 costs ~6 ms on the loader), not per visit.
      const coding = negotiateContentCoding(request.headers['accept-encoding']);
      const etag = etagFor(digest, coding);
      reply.header('cache-control', LOADER_CACHE_CONTROL).header('etag', etag).header('x-content-type-options', 'nosniff');
      if (matchesEtag(request.headers['if-none-match'], etag)) return varyOnAcceptEncoding(reply).code(304).send();
      reply.header('content-type', 'text/javascript; charset=utf-8');
      return sendEncoded(reply, app.widgetCompression, coding, `loader:${digest}`, body);
    },
  );
};

export default loader;
