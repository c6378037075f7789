import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, logoutRequestSchema } from 'shared-contracts';
import { z } from 'zod';

const logout: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/logout',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: "Revoke the caller's refresh token",
        description: 'Idempotent: an unknown, already revoked or foreign token also answers 204 and changes nothing.',
        security: [{ bearerAuth: [] }],
        body: logoutRequestSchema,
        response: { 204: z.undefined(), 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await app.authService.logout(request.owner.id, request.body.refresh_token);
      return reply.code(204).send();
    },
  );
};

export default logout;
