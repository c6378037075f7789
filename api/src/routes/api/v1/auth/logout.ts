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
        summary: 'End the sign-in a refresh token belongs to',
        description:
          'Holding any refresh token of the sign-in (a retired one too) is the proof: every token of it is revoked, and its access tokens stop working at once. Idempotent: an unknown or already revoked token also answers 204 and changes nothing.',
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
