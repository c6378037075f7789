import type { FastifyPluginAsync } from 'fastify';
import get from './get';
import put from './put';

/** GET / PUT /basic-agent-settings: one document per agent (agent_settings). */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(get);
  await app.register(put);
};

export default routes;
