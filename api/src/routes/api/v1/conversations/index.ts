import type { FastifyPluginAsync } from 'fastify';
import exportConversations from './export';
import getConversation from './get';
import listConversations from './list';
import deleteConversation from './delete';
import eraseVisitor from './erase-visitor';
import conversationNeighbours from './neighbours';
import reviewConversation from './review';
import { named } from '#src/routes/named';

/** /conversations: the visitor conversations of the owner's agent (paths: HISTORY_API_PATHS of shared-contracts). */
const conversations: FastifyPluginAsync = async (app) => {
  await app.register(named(listConversations));
  await app.register(named(exportConversations));
  await app.register(named(getConversation));
  await app.register(named(conversationNeighbours));
  await app.register(named(reviewConversation));
  await app.register(named(deleteConversation));
  await app.register(named(eraseVisitor));
};

export default conversations;
