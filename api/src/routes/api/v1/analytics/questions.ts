import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANALYTICS_API_PATHS, analyticsQuestionsQuerySchema, analyticsQuestionsSchema, apiErrorSchema } from 'shared-contracts';
import { analyticsQuestions } from '#src/domains/analytics/analytics-reports';
import { BEARER } from '../owner-route';
import { routeOf } from './route-of';

const analyticsQuestionsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routeOf(ANALYTICS_API_PATHS.questions),
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['analytics'],
        summary: 'よくある質問, 未回答の質問 and 対応済み: visitor questions grouped by their normalised text',
        description:
          'kind=frequent: every group, most asked first; kind=unanswered: groups missed (the fallback, or もしかして with no candidate chosen) or rated 👎 that the owner has not taught since (a taught group comes back when a visitor misses it or rates it 👎 after the teach), most missed first; kind=taught: groups taught in the period (対応済み), latest first. Each group names its latest message still kept (null once none is), for ナレッジに追加. Owner test chats never count.',
        security: BEARER,
        querystring: analyticsQuestionsQuerySchema,
        response: { 200: analyticsQuestionsSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    (request) => analyticsQuestions(app.repositories, request.owner.agentId, request.query, new Date()),
  );
};

export default analyticsQuestionsRoute;
