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
import weeklyReport from './weekly-report';
import weeklyReportUnsubscribe from './public/weekly-report';
import voiceSettings from './voice-settings';
import { named } from '#src/routes/named';

/** Everything under /api/v1, one folder per domain (paths: CHATSETTINGS_API_PATHS of shared-contracts). */
const v1: FastifyPluginAsync = async (app) => {
  await app.register(named(auth));
  await app.register(named(chatUiSettings), { prefix: '/chat-ui-settings' });
  await app.register(named(quickReplies), { prefix: '/quick-replies' });
  await app.register(named(fixedMessages), { prefix: '/fixed-messages' });
  await app.register(named(detailAiSettings), { prefix: '/detail-ai-settings' });
  await app.register(named(forbiddenWords), { prefix: '/forbidden-words' });
  await app.register(named(forbiddenUrls), { prefix: '/forbidden-urls' });
  await app.register(named(lineLoginSettings), { prefix: '/line-login-settings' });
  await app.register(named(visitorAccounts), { prefix: '/visitor-accounts' });
  await app.register(named(urlSettings), { prefix: '/url-settings' });
  await app.register(named(embedSnippet), { prefix: '/embed-snippet' });
  // Avatar settings (paths: AVATARSETTINGS_API_PATHS of shared-contracts).
  await app.register(named(avatarSettings), { prefix: '/avatar-settings' });
  await app.register(named(voiceSettings), { prefix: '/voice-settings' });
  await app.register(named(emotionStates), { prefix: '/emotion-states' });
  await app.register(named(basicAgentSettings), { prefix: '/basic-agent-settings' });
  // Forms (paths: FORMS_API_PATHS of shared-contracts).
  await app.register(named(forms), { prefix: '/forms' });
  // The media library (paths: MEDIA_API_PATHS of shared-contracts) and its files, public for the widget.
  await app.register(named(media), { prefix: '/media' });
  await app.register(named(publicMedia), { prefix: '/public/media' });
  // The knowledge data store (paths: KNOWLEDGE_API_PATHS of shared-contracts).
  await app.register(named(knowledgeItems), { prefix: '/knowledge-items' });
  // LINE Login's way back from a visitor's sign-in in the widget (the rest of sign-in is under /public/widget).
  await app.register(named(lineCallback), { prefix: '/public/line' });
  // The widget's public API (paths: WIDGET_API_PATHS of shared-contracts), its bundle, and the owner's test chat traces.
  await app.register(named(publicWidget), { prefix: '/public/widget' });
  await app.register(named(widgetAssets), { prefix: '/public/widget-assets' });
  await app.register(named(chatTest), { prefix: '/chat-test' });
  // The conversation history (paths: HISTORY_API_PATHS of shared-contracts), its retention and the sample data.
  await app.register(named(conversations), { prefix: '/conversations' });
  await app.register(named(formAnswers), { prefix: '/form-answers' });
  await app.register(named(historySettings), { prefix: '/history-settings' });
  await app.register(named(sampleData), { prefix: '/sample-data' });
  await app.register(named(analytics), { prefix: '/analytics' });
  // The weekly report mail (paths: WEEKLY_REPORT_API_PATHS of shared-contracts) and its unsubscribe link, public.
  await app.register(named(weeklyReport), { prefix: '/weekly-report' });
  await app.register(named(weeklyReportUnsubscribe), { prefix: '/public/weekly-report' });
};

export default v1;
