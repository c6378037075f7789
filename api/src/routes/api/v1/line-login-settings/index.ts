import type { FastifyPluginAsync } from 'fastify';
import getLineLoginSettings from './get';
import putLineLoginSettings from './put';

/** GET / PUT /line-login-settings: the agent's LINE Login channel. */
const lineLoginSettings: FastifyPluginAsync = async (app) => {
  await app.register(getLineLoginSettings);
  await app.register(putLineLoginSettings);
};

export default lineLoginSettings;
