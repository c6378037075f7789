import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, voicevoxPreviewRequestSchema } from 'shared-contracts';
import { synthesizeVoicevox } from '#src/domains/avatarsettings/voicevox/synthesize';
import { BEARER } from '../owner-route';
import { nonJsonResponse } from '../non-json-response';

/** Synthesis keeps the owner's engine busy for seconds: a handful a minute per address. */
const PREVIEWS_PER_MINUTE = 20;

const voicevoxPreview: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/voicevox-preview',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: PREVIEWS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['avatarsettings'],
        summary: 'Read a sample sentence with the VOICEVOX settings on screen (saved or not)',
        description: "POST /audio_query then POST /synthesis on the owner's engine, with the scales mapped to VOICEVOX's. Answers audio/wav; 502 with a Japanese message when the engine fails.",
        security: BEARER,
        body: voicevoxPreviewRequestSchema,
        response: {
          200: nonJsonResponse('audio/wav', 'The WAV bytes', { binary: true }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { text, settings } = request.body;
      const wav = await synthesizeVoicevox({
        engineUrl: settings.engine.engine_url,
        speakerId: settings.engine.speaker_id,
        text,
        scales: settings,
        safeFetch: app.safeFetch,
        timeoutMs: app.config.outboundHttp.timeoutMs,
      });
      // With a non-JSON content type, Fastify sends the bytes as they are, past the JSON serializer.
      return reply.header('content-type', 'audio/wav').header('cache-control', 'no-store').send(wav);
    },
  );
};

export default voicevoxPreview;
