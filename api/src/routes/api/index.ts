import type { FastifyPluginAsync } from 'fastify';
import health from './health';
import v1 from './v1';
import { named } from '#src/routes/named';

const api: FastifyPluginAsync = async (app) => {
  await app.register(named(health));
  await app.register(named(v1), { prefix: '/v1' });
};

export default api;
