import type { FastifyPluginAsync } from 'fastify';
import getFixedMessages from './get';
import putFixedMessages from './put';

/** GET / PUT /fixed-messages: every kind of fixed message with the business hours, one document per agent. */
const fixedMessages: FastifyPluginAsync = async (app) => {
  await app.register(getFixedMessages);
  await app.register(putFixedMessages);
};

export default fixedMessages;
