import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, loginRequestSchema, loginResponseSchema } from 'shared-contracts';

const login: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with mail address and password',
        description:
          'Failed attempts slow the client address that makes them, never the account alone: past 3 failures of one mail address from one address (20 from one address in all) within 15 minutes, each attempt from it waits 1 s, 2 s, 4 s … after its last failure (429 with Retry-After until then).',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    (request) =>
      app.authService.login({
        email: request.body.email,
        password: request.body.password,
        address: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );
};

export default login;
