import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, meResponseSchema } from 'shared-contracts';
import { ApiError } from '#src/errors/api-error';
import { messages } from '#src/errors/messages';
import { ownerTimeZone } from '#src/domains/history/owner-time-zone';

const me: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in owner',
        security: [{ bearerAuth: [] }],
        response: { 200: meResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const owner = await app.repositories.owners.findLiveById(request.owner.id);
      if (!owner) throw new ApiError(401, 'unauthorized', messages.unauthorized);
      const timeZone = await ownerTimeZone(app.repositories, owner.agentId);
      return { name: owner.name, email: owner.email, agent_id: owner.agentId, plan: owner.plan, time_zone: timeZone };
    },
  );
};

export default me;
