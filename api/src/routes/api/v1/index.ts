import type { FastifyPluginAsync } from 'fastify';
import auth from './auth';
import avatarSettings from './avatar-settings';
import basicAgentSettings from './basic-agent-settings';
import chatTest from './chat-test';
import chatUiSettings from './chat-ui-settings';
import analytics from './analytics';
import conversations from './conversations';
import detailAiSettings from './detail-ai-settings';
import embedSnippet from './embed-snippet';
import emotionStates from './emotion-states';
import fixedMessages from './fixed-messages';
import historySettings from './history-settings';
import forbiddenUrls from './forbidden-lists/urls';
import forbiddenWords from './forbidden-lists/words';
import formAnswers from './form-answers';
import forms from './forms';
import knowledgeItems from './knowledge-items';
import lineLoginSettings from './line-login-settings';
import media from './media';
import publicMedia from './public-media';
import lineCallback from './public/line';
import publicWidget from './public/widget';
import widgetAssets from './public/widget/assets';
import quickReplies from './quick-replies';
import sampleData from './sample-data';
import urlSettings from './url-settings';
import visitorAccounts from './visitor-accounts';
import voiceSettings from './voice-settings';

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
  // Avatar settings (paths: AVATARSETTINGS_API_PATHS of shared-contracts).
  await app.register(avatarSettings, { prefix: '/avatar-settings' });
  await app.register(voiceSettings, { prefix: '/voice-settings' });
  await app.register(emotionStates, { prefix: '/emotion-states' });
  await app.register(basicAgentSettings, { prefix: '/basic-agent-settings' });
  // Forms (paths: FORMS_API_PATHS of shared-contracts).
  await app.register(forms, { prefix: '/forms' });
  // The media library (paths: MEDIA_API_PATHS of shared-contracts) and its files, public for the widget.
  await app.register(media, { prefix: '/media' });
  await app.register(publicMedia, { prefix: '/public/media' });
  // The knowledge data store (paths: KNOWLEDGE_API_PATHS of shared-contracts).
  await app.register(knowledgeItems, { prefix: '/knowledge-items' });
  // LINE Login's way back from a visitor's sign-in in the widget (the rest of sign-in is under /public/widget).
  await app.register(lineCallback, { prefix: '/public/line' });
  // The widget's public API (paths: WIDGET_API_PATHS of shared-contracts), its bundle, and the owner's test chat traces.
  await app.register(publicWidget, { prefix: '/public/widget' });
  await app.register(widgetAssets, { prefix: '/public/widget-assets' });
  await app.register(chatTest, { prefix: '/chat-test' });
  // The conversation history (paths: HISTORY_API_PATHS of shared-contracts), its retention and the sample data.
  await app.register(conversations, { prefix: '/conversations' });
  await app.register(formAnswers, { prefix: '/form-answers' });
  await app.register(historySettings, { prefix: '/history-settings' });
  await app.register(sampleData, { prefix: '/sample-data' });
  await app.register(analytics, { prefix: '/analytics' });
};

export default v1;
