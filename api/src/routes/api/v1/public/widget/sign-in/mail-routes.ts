import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  mailSignInStartRequestSchema,
  mailSignInStartResponseSchema,
  mailSignInVerifyRequestSchema,
  signInResponseSchema,
} from 'shared-contracts';
import type { MailSignInDeps } from '#src/domains/agent/visitor-sign-in/mail/start-mail-sign-in';
import { startMailSignIn } from '#src/domains/agent/visitor-sign-in/mail/start-mail-sign-in';
import { verifyMailSignIn } from '#src/domains/agent/visitor-sign-in/mail/verify-mail-sign-in';
import { SignInError } from '#src/domains/agent/visitor-sign-in/sign-in-error';
import { agentParams, PUBLIC_ROUTE_CONFIG, VISITOR_BEARER, WIDGET_TAG } from '../public-route';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema, 502: apiErrorSchema };

/** POST sign-in/mail and sign-in/mail/verify: the one-time code by mail. */
const mailSignInRoutes: FastifyPluginAsyncZod<{ deps: MailSignInDeps }> = async (app, { deps }) => {
  // Per client address, in this process like the other public budgets (public-rate-limits.ts): one
  // address could otherwise make many visitors and mail many addresses.
  const perClient = app.createRateLimit({
    max: deps.config.codesPerClientAddress,
    timeWindow: deps.config.codeWindowMs,
    keyGenerator: (request) => `sign-in-mail:${request.ip}`,
  });

  app.post(
    '/mail',
    {
      config: PUBLIC_ROUTE_CONFIG,
      onRequest: app.publicAccess.authenticateVisitor,
      schema: {
        tags: [WIDGET_TAG],
        summary: 'Mail a one-time sign-in code to the visitor',
        description: 'A 6-digit code valid for 10 minutes and 5 tries; limited per address and per visitor within an hour.',
        security: VISITOR_BEARER,
        params: agentParams,
        body: mailSignInStartRequestSchema,
        response: { 202: mailSignInStartResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { visitorId } = await app.publicAccess.visitor(request, request.params.agentId);
      const budget = await perClient(request);
      if (!budget.isAllowed && budget.isExceeded) throw new SignInError('too_many_codes');
      const sent = await startMailSignIn({ ...deps, log: request.log }, request.params.agentId, visitorId, request.body.email);
      return reply.code(202).send({ sent_to: sent.sentTo, expires_in_seconds: sent.expiresInSeconds });
    },
  );

  app.post(
    '/mail/verify',
    {
      config: PUBLIC_ROUTE_CONFIG,
      onRequest: app.publicAccess.authenticateVisitor,
      schema: {
        tags: [WIDGET_TAG],
        summary: 'Sign the visitor in with the mailed code',
        security: VISITOR_BEARER,
        params: agentParams,
        body: mailSignInVerifyRequestSchema,
        response: { 200: signInResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { agent, visitorId } = await app.publicAccess.visitor(request, request.params.agentId);
      const account = await verifyMailSignIn({ ...deps, log: request.log }, agent, visitorId, request.body.email, request.body.code);
      return { account };
    },
  );
};

export default mailSignInRoutes;
