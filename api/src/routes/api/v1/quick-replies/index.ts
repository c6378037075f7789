import type { FastifyPluginAsync } from 'fastify';
import createQuickReply from './create';
import deleteQuickReply from './delete';
import getQuickReply from './get';
import listQuickReplies from './list';
import orderQuickReplies from './order';
import updateQuickReply from './update';

/** /quick-replies: the buttons the widget offers, with their order. */
const quickReplies: FastifyPluginAsync = async (app) => {
  await app.register(listQuickReplies);
  await app.register(createQuickReply);
  await app.register(orderQuickReplies);
  await app.register(getQuickReply);
  await app.register(updateQuickReply);
  await app.register(deleteQuickReply);
};

export default quickReplies;
