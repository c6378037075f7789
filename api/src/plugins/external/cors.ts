import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/**
 * Only the console's own origins may call the API from a browser. Credentials are bearer tokens in a
 * header, never cookies, so `credentials` stays off.
 */
export default fp(
  async (app) => {
    await app.register(cors, {
      origin: [...app.config.corsOrigins],
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      // Retry-After says how long to wait; Content-Disposition names a downloaded CSV in Japanese.
      exposedHeaders: ['Retry-After', 'Content-Disposition'],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
