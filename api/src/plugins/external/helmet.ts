import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Safe default headers on every answer; the docs UI brings its own CSP for its static files. */
export default fp(
  async (app) => {
    await app.register(helmet, { global: true });
  },
  { name: 'helmet' },
);
