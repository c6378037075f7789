import type { FastifyPluginAsync } from 'fastify';
import connectionTest from './connection-test';
import getDetailAiSettings from './get';
import putDetailAiSettings from './put';

/** GET / PUT /detail-ai-settings and POST /detail-ai-settings/connection-test. */
const detailAiSettings: FastifyPluginAsync = async (app) => {
  await app.register(getDetailAiSettings);
  await app.register(putDetailAiSettings);
  await app.register(connectionTest);
};

export default detailAiSettings;
