import fp from 'fastify-plugin';
import { createSafeFetch, type SafeFetch } from '../../lib/safe-fetch';

declare module 'fastify' {
  interface FastifyInstance {
    /** The only way the app fetches a URL an owner gave (src/lib/safe-fetch). */
    safeFetch: SafeFetch;
  }
}

export default fp(
  async (app) => {
    const { outboundHttp, allowPrivateNetworkTargets } = app.config;
    app.decorate(
      'safeFetch',
      createSafeFetch({
        allowPrivateNetworkTargets,
        timeoutMs: outboundHttp.timeoutMs,
        maxResponseBytes: outboundHttp.maxResponseBytes,
        lookup: outboundHttp.lookup,
        dial: outboundHttp.dial,
      }),
    );
  },
  { name: 'safe-fetch' },
);
