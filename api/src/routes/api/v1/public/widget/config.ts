import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  AVATAR_SETTINGS_DEFAULTS,
  BASIC_AGENT_SETTINGS_DEFAULTS,
  CHAT_UI_SETTINGS_DEFAULTS,
  EMOTION_STATES_DEFAULTS,
  FIXED_MESSAGES_DEFAULTS,
  firstMatchingRule,
  URL_SETTINGS_DEFAULTS,
  VOICE_SETTINGS_DEFAULTS,
  widgetConfigQuerySchema,
  widgetConfigSchema,
  type WidgetConfig,
} from 'shared-contracts';
import { messageImages } from '#src/domains/agent/message-images';
import { fixedMessageImage, renderMessage } from '#src/domains/agent/steps/fixed-message';
import { documentOf } from '#src/domains/chatsettings/settings-document';
import { publicMediaUrl } from '#src/domains/media/public-url';
import { mailTransportOn, signInOfferOf } from '#src/domains/agent/visitor-sign-in/index';
import { agentParams, PUBLIC_ROUTE_CONFIG, WIDGET_TAG } from './public-route';

const config: FastifyPluginAsyncZod = async (app) => {
  const settingsOf = async (agentId: string) => {
    const rows = await Promise.all(
      (['chat_ui', 'fixed_messages', 'url_settings', 'avatar', 'voice', 'emotion_states', 'basic_agent', 'line_login'] as const).map((kind) =>
        app.repositories.agentSettings.find(agentId, kind),
      ),
    );
    const [chatUi, fixed, url, avatar, voice, emotions, basic, line] = rows;
    return {
      chatUi: documentOf(chatUi, CHAT_UI_SETTINGS_DEFAULTS),
      fixed: documentOf(fixed, FIXED_MESSAGES_DEFAULTS),
      url: documentOf(url, URL_SETTINGS_DEFAULTS),
      avatar: documentOf(avatar, AVATAR_SETTINGS_DEFAULTS),
      voice: documentOf(voice, VOICE_SETTINGS_DEFAULTS),
      emotions: documentOf(emotions, EMOTION_STATES_DEFAULTS),
      basic: documentOf(basic, BASIC_AGENT_SETTINGS_DEFAULTS),
      signIn: signInOfferOf(line, mailTransportOn(app.config.signIn)),
    };
  };

  /** Public addresses of the media library pictures, dropping any the owner has since deleted. */
  const mediaUrls = async (agentId: string, ids: ReadonlyMap<string, string>): Promise<Record<string, string>> => {
    const entries = await Promise.all(
      [...ids].map(async ([key, mediaId]) => {
        const item = await app.repositories.mediaItems.find(agentId, mediaId);
        return item ? ([key, publicMediaUrl(app.config.publicApiUrl, item)] as const) : null;
      }),
    );
    return Object.fromEntries(entries.filter((entry) => entry !== null));
  };

  app.get(
    '/:agentId/config',
    {
      config: PUBLIC_ROUTE_CONFIG,
      schema: {
        tags: [WIDGET_TAG],
        summary: 'What the chat frame draws before the first message',
        description:
          "The agent's name, greeting (the page rule's greeting for ?page=) and the avatar's greeting, chat window settings, avatar, voice (never the engine's address), emotions, the quick replies of the start, and which sign-ins are offered.",
        params: agentParams,
        querystring: widgetConfigQuerySchema,
        response: { 200: widgetConfigSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply): Promise<WidgetConfig> => {
      const agent = await app.publicAccess.agent(request.params.agentId);
      const s = await settingsOf(agent.agentId);
      const pageRule = request.query.page ? firstMatchingRule(s.url.page_rules, request.query.page) : undefined;
      const pageGreeting = pageRule?.action.type === 'greeting';
      const greetingBody = pageRule?.action.type === 'greeting' ? pageRule.action.message : s.fixed.messages.greeting;
      const greetingImages = pageGreeting
        ? []
        : await messageImages(app.database.db, app.config.publicApiUrl, agent.agentId, fixedMessageImage(s.fixed, 'greeting'));
      const variables = { agentName: s.basic.name, visitorName: null, now: new Date(), timeZone: s.fixed.business_hours.timezone };
      const greeting = renderMessage(greetingBody, variables);

      const enabledEmotions = s.emotions.emotions.filter((emotion) => emotion.enabled);
      // The emotion states screen promises each emotion its own picture, the built-in character's face
      // standing in for an emotion without one; so emotion pictures count whichever avatar is chosen.
      const imageIds = new Map<string, string>();
      if (s.avatar.source === 'media' && s.avatar.media_id) imageIds.set('neutral', s.avatar.media_id);
      for (const emotion of enabledEmotions) if (emotion.image_media_id) imageIds.set(emotion.key, emotion.image_media_id);
      const images = await mediaUrls(agent.agentId, imageIds);

      const quickReplies = s.chatUi.show_quick_replies
        ? (await app.repositories.quickReplies.list(agent.agentId))
            .filter((row) => row.enabled && (row.placement === 'start' || row.placement === 'both'))
            .map((row) => ({ id: row.id, label: row.label }))
        : [];

      const engine = s.voice.engine;
      // The greeting depends on the clock ({time}); a short private cache still spares a reopened frame.
      reply.header('cache-control', 'private, max-age=30');
      return {
        agent: { name: s.basic.name, greeting, greeting_images: greetingImages, avatar_greeting: renderMessage(s.basic.greeting, variables) },
        chat_ui: s.chatUi,
        avatar: {
          show: s.chatUi.show_avatar,
          kind: Object.keys(images).length > 0 ? 'images' : 'builtin',
          character: s.avatar.builtin_character,
          position: s.avatar.position,
          size: s.avatar.size,
          images,
        },
        voice: {
          enabled: s.voice.enabled,
          engine: engine.type,
          voice_name: engine.type === 'browser' ? engine.voice_name : null,
          lang: engine.type === 'browser' ? engine.lang : 'ja-JP',
          speaker_name: engine.type === 'voicevox' ? engine.speaker_name || null : null,
          speed: s.voice.speed,
          pitch: s.voice.pitch,
          intonation: s.voice.intonation,
          volume: s.voice.volume,
        },
        emotions: enabledEmotions.map((emotion) => ({ key: emotion.key, label: emotion.label })),
        quick_replies: quickReplies,
        sign_in: { mail: s.signIn.mail, line: s.signIn.line, required: s.signIn.required, required_for_forms: s.signIn.requiredForForms },
      };
    },
  );
};

export default config;
