import fp from 'fastify-plugin';
import { WIDGET_ERROR_MESSAGES } from 'shared-contracts';
import { ApiError } from '../../errors/api-error';
import { type CompressionCache, createCompressionCache } from '../../domains/agent/widget-delivery/compression-cache';
import type { ContentCoding } from '../../domains/agent/widget-delivery/content-coding';
import { createWidgetDist, type WidgetDist, WidgetNotBuiltError } from '../../domains/agent/widget-delivery/widget-dist';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built widget's files (config.widgetDistDir). */
    widgetDist: WidgetDist;
    /** Compressed copies of the per-agent loader and frame page, by content key (ETag) and coding. */
    widgetCompression: CompressionCache;
  }
}

/**
 * A served loader is ~2 KB in brotli and ~2.3 KB in gzip: 8 MB keeps both for some 1,700 agents'
 * current settings in one process; past that the least recently served are compressed again on demand.
 */
export const WIDGET_COMPRESSION_CACHE_BYTES = 8 * 1024 * 1024;

/** A missing build is the operator's to fix: logged with what is missing, answered 503 in Japanese. */
export default fp(
  async (app) => {
    const dist = createWidgetDist(app.config.widgetDistDir);
    const unavailable = (error: unknown): never => {
      if (error instanceof WidgetNotBuiltError) {
        app.log.error({ err: error, dir: app.config.widgetDistDir }, 'widget build missing');
        throw new ApiError(503, 'internal_error', WIDGET_ERROR_MESSAGES.widgetUnavailable);
      }
      throw error;
    };
    app.decorate('widgetDist', {
      loader: () => dist.loader().catch(unavailable),
      frameManifest: () => dist.frameManifest().catch(unavailable),
      asset: (name: string, coding?: ContentCoding | null) => dist.asset(name, coding),
    });
    app.decorate('widgetCompression', createCompressionCache({ maxBytes: WIDGET_COMPRESSION_CACHE_BYTES }));
  },
  { name: 'widget-delivery' },
);
