import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, voicevoxSpeakersQuerySchema, voicevoxSpeakersResponseSchema } from 'shared-contracts';
import { listVoicevoxSpeakers } from '#src/domains/avatarsettings/voicevox/list-speakers';
import { BEARER } from '../owner-route';

/** Each call reaches the owner's engine, so an address gets a few a minute, not the general budget. */
const CALLS_PER_MINUTE = 30;

const voicevoxSpeakers: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/voicevox-speakers',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: CALLS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['avatarsettings'],
        summary: "The speakers and talk styles of the owner's VOICEVOX engine (its GET /speakers)",
        description: 'The engine URL is fetched through the guarded client (no private addresses unless ALLOW_PRIVATE_NETWORK_TARGETS). 502 with a Japanese message when the engine cannot be reached or is not one.',
        security: BEARER,
        querystring: voicevoxSpeakersQuerySchema,
        response: { 200: voicevoxSpeakersResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema, 502: apiErrorSchema },
      },
    },
    async (request) => ({
      speakers: await listVoicevoxSpeakers({
        engineUrl: request.query.engine_url,
        safeFetch: app.safeFetch,
        timeoutMs: app.config.outboundHttp.timeoutMs,
      }),
    }),
  );
};

export default voicevoxSpeakers;
