import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANALYTICS_API_PATHS, analyticsSetupSchema, apiErrorSchema } from 'shared-contracts';
import { analyticsSetup } from '#src/domains/analytics/analytics-reports';
import { BEARER } from '../owner-route';
import { routeOf } from './route-of';

const analyticsSetupRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    routeOf(ANALYTICS_API_PATHS.setup),
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['analytics'],
        summary: 'The dashboard’s setup checklist',
        description:
          'knowledge: a ready knowledge item; avatar: avatar settings saved; chat_tried: a test chat with a message; widget_seen: a conversation on a real site (sample rows left out); ai_provider: the answering engine saved, the built-in one included.',
        security: BEARER,
        response: { 200: analyticsSetupSchema, 401: apiErrorSchema },
      },
    },
    (request) => analyticsSetup(app.repositories, request.owner.agentId),
  );
};

export default analyticsSetupRoute;
