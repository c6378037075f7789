import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessTokenRequestSchema, accessTokenResponseSchema, apiErrorSchema } from 'shared-contracts';

const accessToken: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/access-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Trade a refresh token for a new access token and its successor refresh token',
        description:
          'The refresh token sent is retired and refresh_token answers its successor: store it in its place. Sent again within 30 s, a retired token gets the same successor while that one is unused (two tabs at once, a lost answer retried); otherwise it is reuse and the whole sign-in is revoked (401).',
        body: accessTokenRequestSchema,
        response: { 200: accessTokenResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    (request) => app.authService.refresh(request.body.refresh_token),
  );
};

export default accessToken;
