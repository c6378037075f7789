import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessTokenRequestSchema, accessTokenResponseSchema, apiErrorSchema } from 'shared-contracts';

const accessToken: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/access-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Trade a refresh token for a new access token',
        body: accessTokenRequestSchema,
        response: { 200: accessTokenResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    (request) => app.authService.refresh(request.body.refresh_token),
  );
};

export default accessToken;
