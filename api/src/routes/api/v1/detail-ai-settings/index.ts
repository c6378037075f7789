import type { FastifyPluginAsync } from 'fastify';
import connectionTest from './connection-test';
import settings from './settings';

/** GET / PUT /detail-ai-settings and POST /detail-ai-settings/connection-test. */
const detailAiSettings: FastifyPluginAsync = async (app) => {
  await app.register(settings);
  await app.register(connectionTest);
};

export default detailAiSettings;
