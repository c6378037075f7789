import type { FastifyPluginAsync } from 'fastify';
import auth from './auth';
import chatUiSettings from './chat-ui-settings';
import detailAiSettings from './detail-ai-settings';
import embedSnippet from './embed-snippet';
import fixedMessages from './fixed-messages';
import forbiddenUrls from './forbidden-urls';
import forbiddenWords from './forbidden-words';
import lineLoginSettings from './line-login-settings';
import quickReplies from './quick-replies';
import urlSettings from './url-settings';
import visitorAccounts from './visitor-accounts';

/** Everything under /api/v1, one folder per domain (paths: CHATSETTINGS_API_PATHS of shared-contracts). */
const v1: FastifyPluginAsync = async (app) => {
  await app.register(auth);
  await app.register(chatUiSettings, { prefix: '/chat-ui-settings' });
  await app.register(quickReplies, { prefix: '/quick-replies' });
  await app.register(fixedMessages, { prefix: '/fixed-messages' });
  await app.register(detailAiSettings, { prefix: '/detail-ai-settings' });
  await app.register(forbiddenWords, { prefix: '/forbidden-words' });
  await app.register(forbiddenUrls, { prefix: '/forbidden-urls' });
  await app.register(lineLoginSettings, { prefix: '/line-login-settings' });
  await app.register(visitorAccounts, { prefix: '/visitor-accounts' });
  await app.register(urlSettings, { prefix: '/url-settings' });
  await app.register(embedSnippet, { prefix: '/embed-snippet' });
};

export default v1;
