import type { FastifyPluginAsync } from 'fastify';
import config from './config';
import conversations from './conversations';
import formAnswers from './form-answers';
import frame from './frame';
import loader from './loader';
import messages from './messages';
import refusals from './refusals';
import widgetSignIn from './sign-in';
import speech from './speech';
import { named } from '#src/routes/named';

/**
 * /api/v1/public/widget/:agentId/…: the widget's API, apart from the owner API. No owner token works
 * here and nothing of the owner's data leaves beyond what the widget shows. Every request counts
 * against its address's budget first, before any database work.
 */
const publicWidget: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (request) => app.publicAccess.limits.address(request));
  await app.register(named(loader));
  await app.register(named(frame));
  await app.register(named(refusals));
  await app.register(named(config));
  await app.register(named(conversations));
  await app.register(named(messages));
  await app.register(named(formAnswers));
  await app.register(named(speech));
  await app.register(named(widgetSignIn), { prefix: '/:agentId/sign-in' });
};

export default publicWidget;
