import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, meResponseSchema } from 'shared-contracts';
import { ApiError } from '#src/errors/api-error';
import { messages } from '#src/errors/messages';

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
      return { name: owner.name, email: owner.email, agent_id: owner.agentId, plan: owner.plan };
    },
  );
};

export default me;
