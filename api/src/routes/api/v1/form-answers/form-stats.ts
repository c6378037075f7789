import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, DEFAULT_TIMEZONE, formAnswerStatsQuerySchema, formAnswerStatsSchema } from 'shared-contracts';
import { ownerTimeZone } from '#src/domains/history/owner-time-zone';
import { periodRange } from '#src/domains/history/period-range';
import { BEARER } from '../owner-route';
import { formIdParams, ownersForm } from './form-answer-id';

const formAnswerStats: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/forms/:formId/stats',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['history'],
        summary: 'How often one form was offered in chat and answered (送信率) in a period',
        description:
          'offered: the agent’s messages that offered the form; answered: the answers stored; rate: the share of those offers answered in their conversation (before the form was offered there again), null when never offered. ' +
          'period counts whole days in the owner’s time zone; the owner’s test chats count only with include_preview. Another owner’s or an unknown form answers 404.',
        security: BEARER,
        params: formIdParams,
        querystring: formAnswerStatsQuerySchema,
        response: { 200: formAnswerStatsSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const agentId = request.owner.agentId;
      const form = await ownersForm(app, agentId, request.params.formId);
      const { include_preview, ...period } = request.query;
      const timeZone = period.period === '' ? DEFAULT_TIMEZONE : await ownerTimeZone(app.repositories, agentId);
      const { offered, answeredOffers, answered } = await app.repositories.formAnswerHistory.stats(agentId, form.id, periodRange(period, timeZone, new Date()), include_preview);
      // Offers answered, of offers: at most 1, each offer counted once.
      return { offered, answered, rate: offered === 0 ? null : answeredOffers / offered };
    },
  );
};

export default formAnswerStats;
