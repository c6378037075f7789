import type { FastifyPluginAsync } from 'fastify';
import getChatUiSettings from './get';
import putChatUiSettings from './put';

/** GET / PUT /chat-ui-settings: one document per agent. */
const chatUiSettings: FastifyPluginAsync = async (app) => {
  await app.register(getChatUiSettings);
  await app.register(putChatUiSettings);
};

export default chatUiSettings;
