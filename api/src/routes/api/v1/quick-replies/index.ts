import type { FastifyPluginAsync } from 'fastify';
import createQuickReply from './create';
import deleteQuickReply from './delete';
import getQuickReply from './get';
import listQuickReplies from './list';
import orderQuickReplies from './order';
import updateQuickReply from './update';
import { named } from '#src/routes/named';

/** /quick-replies: the buttons the widget offers, with their order. */
const quickReplies: FastifyPluginAsync = async (app) => {
  await app.register(named(listQuickReplies));
  await app.register(named(createQuickReply));
  await app.register(named(orderQuickReplies));
  await app.register(named(getQuickReply));
  await app.register(named(updateQuickReply));
  await app.register(named(deleteQuickReply));
};

export default quickReplies;
