import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from 'shared-contracts';
import { z } from 'zod';
import { sendLineSignInPage } from '#src/domains/agent/visitor-sign-in/line/callback-page';
import { completeLineSignIn } from '#src/domains/agent/visitor-sign-in/line/complete-line-sign-in';
import { htmlPageOrValidationError, htmlPages } from '../../non-json-response';
import { PUBLIC_ROUTE_CONFIG, WIDGET_TAG } from '../widget/public-route';

/**
 * GET /public/line/callback: where LINE Login sends the visitor's pop-up back (one URL for every
 * agent, the lineLoginCallbackUrl the owner registers; the state says which sign-in it ends).
 */
const lineCallback: FastifyPluginAsyncZod = async (app) => {
  // The widget API's per-address budget instead of the general one (PUBLIC_ROUTE_CONFIG).
  app.addHook('onRequest', async (request) => app.publicAccess.limits.address(request));
  app.get(
    '/callback',
    {
      config: PUBLIC_ROUTE_CONFIG,
      schema: {
        tags: [WIDGET_TAG],
        summary: "LINE Login's redirect back: verifies state, code and ID token, then a page that tells the widget and closes",
        querystring: z.object({
          code: z.string().optional(),
          state: z.string().optional(),
          error: z.string().optional(),
        }),
        // The page that tells the widget and closes, or the refusal's page (state unknown or expired, cancelled, LINE off, LINE down).
        response: {
          ...htmlPages([200, 403, 404, 502], 'The page the pop-up shows'),
          400: htmlPageOrValidationError('The refusal the pop-up shows, or a query parameter refused by its schema'),
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await completeLineSignIn(
        {
          db: app.database.db,
          agentSettings: app.repositories.agentSettings,
          secretBox: app.secretBox,
          config: app.config.signIn,
          publicApiUrl: app.config.publicApiUrl,
          log: request.log,
        },
        request.query,
      );
      return sendLineSignInPage(reply, outcome.ok ? { ok: true, apiOrigin: new URL(app.config.publicApiUrl).origin } : outcome);
    },
  );
};

export default lineCallback;
