import type { FastifyPluginAsync } from 'fastify';
import connectionTest from './connection-test';
import embeddingConnectionTest from './embedding-connection-test';
import settings from './settings';
import { named } from '#src/routes/named';

/**
 * GET / PUT /detail-ai-settings, POST /detail-ai-settings/connection-test (the LLM) and
 * POST /detail-ai-settings/embedding-connection-test (the embedding provider).
 */
const detailAiSettings: FastifyPluginAsync = async (app) => {
  await app.register(named(settings));
  await app.register(named(connectionTest));
  await app.register(named(embeddingConnectionTest));
};

export default detailAiSettings;
