import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, loginRequestSchema, loginResponseSchema } from 'shared-contracts';

const login: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with mail address and password',
        description: 'Failed attempts are limited per account and per address; over the limit the answer is 429 with Retry-After.',
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
