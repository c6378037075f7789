import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, logoutRequestSchema } from 'shared-contracts';
import { z } from 'zod';

const logout: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/logout',
    {
      // No access token is required: the refresh token is the credential being given up, and an
      // owner who signs out after the access token expired must still end the session for real.
      schema: {
        tags: ['auth'],
        summary: 'Revoke a refresh token',
        description:
          'Holding the refresh token is the proof. Idempotent: an unknown or already revoked token also answers 204 and changes nothing.',
        body: logoutRequestSchema,
        response: { 204: z.undefined(), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await app.authService.logout(request.body.refresh_token);
      return reply.code(204).send();
    },
  );
};

export default logout;
