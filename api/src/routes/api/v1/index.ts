import type { FastifyPluginAsync } from 'fastify';
import auth from './auth';

/** Everything under /api/v1, one folder per domain. */
const v1: FastifyPluginAsync = async (app) => {
  await app.register(auth);
};

export default v1;
