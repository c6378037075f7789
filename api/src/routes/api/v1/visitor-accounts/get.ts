import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, idSchema, visitorAccountSchema } from 'shared-contracts';
import { z } from 'zod';
import { ApiError } from '#src/errors/api-error';
import { messages } from '#src/errors/messages';
import { BEARER } from '../owner-route';
import { toVisitorAccount } from './to-visitor-account';

const getVisitorAccount: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['chatsettings'],
        summary: 'One visitor account (the detail view)',
        security: BEARER,
        params: z.object({ id: idSchema }),
        response: { 200: visitorAccountSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await app.repositories.visitorAccounts.find(request.owner.agentId, request.params.id);
      if (!row) throw new ApiError(404, 'not_found', messages.visitorAccountNotFound);
      return toVisitorAccount(row);
    },
  );
};

export default getVisitorAccount;
