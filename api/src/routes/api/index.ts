import type { FastifyPluginAsync } from 'fastify';
import health from './health';
import v1 from './v1';

const api: FastifyPluginAsync = async (app) => {
  await app.register(health);
  await app.register(v1, { prefix: '/v1' });
};

export default api;
