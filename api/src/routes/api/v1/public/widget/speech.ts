import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, speechRequestSchema, VOICE_SETTINGS_DEFAULTS, WIDGET_ERROR_MESSAGES } from 'shared-contracts';
import { synthesizeVoicevox } from '#src/domains/avatarsettings/voicevox/synthesize';
import { documentOf } from '#src/domains/chatsettings/settings-document';
import { ApiError } from '#src/errors/api-error';
import { agentParams, PUBLIC_ROUTE_CONFIG, VISITOR_BEARER, WIDGET_TAG } from './public-route';
import { nonJsonResponse } from '../../non-json-response';

/**
 * The widget's voice when the owner chose VOICEVOX: the API calls the owner's engine with the saved
 * speaker and scales, so the engine's address never reaches a visitor and no engine needs CORS.
 */
const speech: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:agentId/speech',
    {
      config: PUBLIC_ROUTE_CONFIG,
      onRequest: app.publicAccess.authenticateVisitor,
      schema: {
        tags: [WIDGET_TAG],
        summary: "Speak a sentence with the agent's VOICEVOX voice",
        description: 'audio/wav from the owner\'s VOICEVOX engine with the saved voice; 409 when the voice is the browser\'s; 502 when the engine fails.',
        security: VISITOR_BEARER,
        params: agentParams,
        body: speechRequestSchema,
        response: {
          200: nonJsonResponse('audio/wav', 'The spoken sentence', { binary: true }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { agent } = await app.publicAccess.visitor(request, request.params.agentId);
      const voice = documentOf(await app.repositories.agentSettings.find(agent.agentId, 'voice'), VOICE_SETTINGS_DEFAULTS);
      if (!voice.enabled || voice.engine.type !== 'voicevox') {
        throw new ApiError(409, 'voice_engine_not_voicevox', WIDGET_ERROR_MESSAGES.voicevoxNotConfigured);
      }
      const wav = await synthesizeVoicevox({
        engineUrl: voice.engine.engine_url,
        speakerId: voice.engine.speaker_id,
        text: request.body.text,
        scales: voice,
        safeFetch: app.safeFetch,
        timeoutMs: app.config.outboundHttp.timeoutMs,
      });
      return reply.header('content-type', 'audio/wav').header('cache-control', 'no-store').send(wav);
    },
  );
};

export default speech;
