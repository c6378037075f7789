import type { FastifyPluginAsync } from 'fastify';
import exportConversations from './export';
import getConversation from './get';
import listConversations from './list';
import deleteConversation from './delete';
import eraseVisitor from './erase-visitor';
import conversationNeighbours from './neighbours';
import reviewConversation from './review';

/** /conversations: the visitor conversations of the owner's agent (paths: HISTORY_API_PATHS of shared-contracts). */
const conversations: FastifyPluginAsync = async (app) => {
  await app.register(listConversations);
  await app.register(exportConversations);
  await app.register(getConversation);
  await app.register(conversationNeighbours);
  await app.register(reviewConversation);
  await app.register(deleteConversation);
  await app.register(eraseVisitor);
};

export default conversations;
