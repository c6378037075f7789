import fp from 'fastify-plugin';
import { WIDGET_ERROR_MESSAGES } from 'shared-contracts';
import { ApiError } from '../errors/api-error';
import { createWidgetDist, type WidgetDist, WidgetNotBuiltError } from './widget-dist';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built widget's files (config.widgetDistDir). */
    widgetDist: WidgetDist;
  }
}

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
      asset: (name: string) => dist.asset(name),
    });
  },
  { name: 'widget-delivery' },
);
