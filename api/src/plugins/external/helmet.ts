import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Safe default headers on every answer; the docs UI brings its own CSP for its static files.
 * Nothing the API answers may be kept by a browser or a shared cache (an owner's data, a visitor's
 * conversation, tokens) unless its route says otherwise (the widget's loader, config and assets, media).
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      global: true,
      // The API is also served over plain HTTP (local start, docker-compose); upgrading would break its docs page there.
      contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'helmet' },
);
