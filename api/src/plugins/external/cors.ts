import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import { EXPORT_ROWS_HEADER } from 'shared-contracts';

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
      // Retry-After says how long to wait; Content-Disposition names a downloaded CSV in Japanese; X-Export-Rows
      // says how many rows a conversation export will have, for its progress bar.
      exposedHeaders: ['Retry-After', 'Content-Disposition', EXPORT_ROWS_HEADER],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
