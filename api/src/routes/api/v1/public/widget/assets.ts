import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, WIDGET_ERROR_MESSAGES } from 'shared-contracts';
import { z } from 'zod';
import { ApiError } from '#src/errors/api-error';
import { negotiateContentCoding } from '#src/domains/agent/widget-delivery/content-coding';
import { sendEncoded, varyOnAcceptEncoding } from '#src/domains/agent/widget-delivery/encoded-reply';
import { REFUSED_SCRIPT, REFUSED_SCRIPT_NAME } from '#src/domains/agent/widget-delivery/frame-page';
import { ASSET_TYPES } from '#src/domains/agent/widget-delivery/widget-dist';
import { nonJsonResponse } from '../../non-json-response';
import { PUBLIC_ROUTE_CONFIG, WIDGET_TAG } from './public-route';

/** The types the bundle's files are served with, as the document names them (without their charset). */
const assetTypes = [...new Set(Object.values(ASSET_TYPES).map((type) => type.split(';')[0] ?? type))];

/** Bundle names carry their content hash, so a name's bytes never change. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** /public/widget-assets/:file: the frame bundle's hashed files, and the refused page's script. */
const assets: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => app.publicAccess.limits.address(request));

  app.get(
    '/:file',
    {
      config: PUBLIC_ROUTE_CONFIG,
      helmet: { crossOriginResourcePolicy: { policy: 'cross-origin' } },
      schema: {
        tags: [WIDGET_TAG],
        summary: "A file of the widget's frame bundle",
        description:
          "Served with its type, nosniff and a year of immutable caching (the names are content hashes); scripts and styles in brotli or gzip by Accept-Encoding (the build's precompressed copies), with Vary: Accept-Encoding.",
        params: z.object({ file: z.string().max(200) }),
        response: {
          200: nonJsonResponse(assetTypes, 'A file of the frame bundle, with the type its name gives', { binary: true }),
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('x-content-type-options', 'nosniff');
      if (request.params.file === REFUSED_SCRIPT_NAME) {
        // Not hashed: a short cache, so a fix reaches visitors within the hour.
        return reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(REFUSED_SCRIPT);
      }
      const coding = negotiateContentCoding(request.headers['accept-encoding']);
      const asset = await app.widgetDist.asset(request.params.file, coding);
      if (!asset) throw new ApiError(404, 'not_found', WIDGET_ERROR_MESSAGES.notFound);
      reply.header('content-type', asset.type).header('cache-control', IMMUTABLE_CACHE_CONTROL);
      if (!asset.compressible) return reply.send(asset.bytes);
      if (asset.coding) return varyOnAcceptEncoding(reply).header('content-encoding', asset.coding).send(asset.bytes);
      // A build without precompressed copies: compressed here once per (hashed, so never changing) name.
      return sendEncoded(reply, app.widgetCompression, coding, `asset:${request.params.file}`, asset.bytes);
    },
  );
};

export default assets;
