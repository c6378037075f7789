import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Safe default headers on every answer; the docs UI brings its own CSP for its static files. */
export default fp(
  async (app) => {
    await app.register(helmet, {
      global: true,
      // The API is also served over plain HTTP (local start, docker-compose); upgrading would break its docs page there.
      contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
    });
  },
  { name: 'helmet' },
);
