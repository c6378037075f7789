import type { FastifyPluginAsync } from 'fastify';
import connectionTest from './connection-test';
import settings from './settings';
import { named } from '#src/routes/named';

/** GET / PUT /detail-ai-settings and POST /detail-ai-settings/connection-test. */
const detailAiSettings: FastifyPluginAsync = async (app) => {
  await app.register(named(settings));
  await app.register(named(connectionTest));
};

export default detailAiSettings;
