import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from 'shared-contracts';
import { z } from 'zod';
import { agentParams, PUBLIC_ROUTE_CONFIG, VISITOR_BEARER, WIDGET_TAG } from '../public-route';

/** DELETE sign-in: the widget visitor signs out; the account stays in the owner's list. */
const signOutRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/',
    {
      config: PUBLIC_ROUTE_CONFIG,
      onRequest: app.publicAccess.authenticateVisitor,
      schema: {
        tags: [WIDGET_TAG],
        summary: 'Sign the visitor out of the widget',
        security: VISITOR_BEARER,
        params: agentParams,
        response: { 204: z.null(), 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { agent, visitorId } = await app.publicAccess.visitor(request, request.params.agentId);
      await app.repositories.conversations.linkVisitorAccount(agent.agentId, visitorId, null);
      return reply.code(204).send(null);
    },
  );
};

export default signOutRoute;
